import { int, type Figure } from '../../support/figures';

/** How the report writes its figures (the same shape as bench:ux's): KB = 1,000 bytes. */

export const kb = (bytes: number) =>
  `${(bytes / 1000).toLocaleString('en', { maximumFractionDigits: 1 })} KB`;
export const oneDecimal = (value: number) => value.toFixed(1);
export const numberText = (value: number) => value.toLocaleString('en');

export function targetCell(f: Figure): string {
  if (f.ok === null) return '';
  return `${f.ok ? 'ok' : 'MISSED'} ≤${int(f.target!)}`;
}
