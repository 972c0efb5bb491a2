/**
 * Adds a request header to a response's `Vary`, keeping what is there (CORS's `Origin`) and
 * naming each header once, whatever its case. `Vary: *` already covers everything.
 */
export function varyOn(headers: Headers, field: string): void {
  const current = headers.get('Vary');
  if (current === null || current.trim() === '') {
    headers.set('Vary', field);
    return;
  }
  const fields = current
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (fields.includes('*')) return;
  if (fields.some((name) => name.toLowerCase() === field.toLowerCase())) return;
  headers.set('Vary', [...fields, field].join(', '));
}
