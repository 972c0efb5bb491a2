import { t } from '@lingui/core/macro';

/**
 * Hands a file made in the browser to the browser's download manager. The object URL is
 * released a little later: revoking it at once can cancel the download in some browsers.
 */
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A file name safe on every system: `members-design-club-2026-11-21.csv`. Letters of every
 * script are kept (a part may be a word of the language shown, or a title from the site),
 * Latin ones without their accents; anything else between them becomes one hyphen.
 */
export function exportFileName(parts: readonly string[], extension: string, now = new Date()) {
  const day = now.toISOString().slice(0, 10);
  const base = [...parts, day]
    .map((part) =>
      part
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a Unicode normalization form
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .normalize()
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('-');
  const name =
    base || t({ comment: 'A file name when nothing else names the file', message: 'export' });
  return `${name}.${extension}`;
}
