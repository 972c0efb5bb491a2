import { hashString } from '../lib/hash-string';
import { escapeHtml } from '../escape';

/**
 * Demo images drawn by the server itself (no external hosts): initials avatars and simple
 * generated artwork. Every piece of text is XML-escaped, so a hostile display name such as
 * `<img src=x onerror=…>` becomes harmless characters in the picture.
 */

function hue(seed: string, offset = 0): number {
  return (hashString(seed) + offset) % 360;
}

/** First letters of the first two words (whole characters, any script). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

export function initialsSvg(name: string, key: string): string {
  const base = hue(key);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeHtml(name)}">
<rect width="128" height="128" fill="hsl(${base} 55% 45%)"/>
<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="52" font-weight="600" fill="#fff">${escapeHtml(initialsOf(name))}</text>
</svg>`;
}

/** A gradient with soft circles and a caption: covers, featured images, gallery, GIF stand-ins. */
export function artworkSvg(label: string, width: number, height: number): string {
  const a = hue(label);
  const b = hue(label, 70);
  const seed = hashString(`${label}:shapes`);
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = ((seed >>> (i * 3)) % 100) / 100;
    const y = ((seed >>> (i * 5 + 1)) % 100) / 100;
    const r = 0.08 + ((seed >>> (i * 2 + 7)) % 20) / 100;
    return `<circle cx="${(x * width).toFixed(0)}" cy="${(y * height).toFixed(0)}" r="${(r * Math.min(width, height)).toFixed(0)}" fill="#fff" fill-opacity="0.18"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 65% 55%)"/><stop offset="1" stop-color="hsl(${b} 65% 40%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}
<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${Math.round(Math.min(width, height) / 9)}" fill="#fff">${escapeHtml(label)}</text>
</svg>`;
}
