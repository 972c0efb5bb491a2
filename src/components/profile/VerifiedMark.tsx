/** The blue check of a verified profile, announced as "Verified". */
export function VerifiedMark({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" className={`shrink-0 text-accent ${className}`} role="img">
      <title>Verified</title>
      <path
        fill="currentColor"
        d="M10 1.5l2.2 1.6 2.7-.1.9 2.6 2.2 1.6-.8 2.6.8 2.6-2.2 1.6-.9 2.6-2.7-.1L10 18.5l-2.2-1.6-2.7.1-.9-2.6-2.2-1.6.8-2.6-.8-2.6 2.2-1.6.9-2.6 2.7.1z"
      />
      <path
        d="M6.5 10.2l2.3 2.3 4.7-4.8"
        fill="none"
        stroke="rgb(var(--color-surface))"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
