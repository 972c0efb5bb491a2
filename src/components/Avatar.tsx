import { useState } from 'react';

interface AvatarProps {
  src: string | null | undefined;
  name: string;
  size?: number;
  className?: string;
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words.slice(0, 1);
  return letters.map((word) => Array.from(word)[0]?.toUpperCase() ?? '').join('') || '?';
}

/**
 * A round avatar with fixed width and height (nothing jumps while it loads), lazy-loaded,
 * falling back to initials when the image is missing or fails. Decorative: the name is
 * always shown beside it.
 */
export function Avatar({ src, name, size = 32, className = '' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size };
  if (!src || failedSrc === src) {
    return (
      <span
        aria-hidden="true"
        style={{ ...style, fontSize: Math.max(10, size * 0.38) }}
        className={`inline-flex shrink-0 items-center justify-center rounded-full bg-accent/15 font-semibold text-accent ${className}`}
      >
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
      style={style}
      className={`shrink-0 rounded-full bg-surface-muted object-cover ${className}`}
    />
  );
}
