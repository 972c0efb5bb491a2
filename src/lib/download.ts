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

/** A file name safe on every system: `members-design-club-2026-11-21.csv`. */
export function exportFileName(parts: readonly string[], extension: string, now = new Date()) {
  const day = now.toISOString().slice(0, 10);
  const base = [...parts, day]
    .map((part) =>
      part
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('-');
  return `${base || 'export'}.${extension}`;
}
