/**
 * Small generated documents for the demo's document lists: a one-page PDF (hand-built, with
 * a correct cross-reference table) and plain text.
 */
function pdfString(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`);
}

export function simplePdf(title: string, lines: readonly string[]): Buffer {
  const text = [title, '', ...lines]
    .map(
      (line, index) =>
        `BT /F1 ${index === 0 ? 18 : 12} Tf 72 ${720 - index * 20} Td (${pdfString(line)}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A Map, not an object: a requested name such as `constructor` must find nothing. */
export const DEMO_DOCUMENTS: ReadonlyMap<string, { type: string; body: () => Buffer }> = new Map(
  Object.entries({
    'adr-template.pdf': {
      type: 'application/pdf',
      body: () =>
        simplePdf('Architecture decision record', [
          'Title: NNN - a short noun phrase',
          'Context: what forces are at play?',
          'Decision: what we will do, in full sentences.',
          'Consequences: what becomes easier or harder.',
        ]),
    },
    'deploy-checklist.txt': {
      type: 'text/plain; charset=utf-8',
      body: () =>
        Buffer.from(
          'Deploy checklist\n\n- [ ] Changelog written\n- [ ] Migrations reviewed\n- [ ] Feature flags set\n- [ ] Rollback plan ready\n',
        ),
    },
  }),
);
