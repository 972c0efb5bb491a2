interface CountBadgeProps {
  count: number;
  /** What is counted, for screen readers: "pending requests". */
  label: string;
  tone?: 'accent' | 'warning' | 'muted';
  className?: string;
}

const tones = {
  accent: 'bg-accent text-accent-ink',
  warning: 'bg-warning text-white dark:text-canvas',
  muted: 'bg-surface-muted text-ink-muted',
};

const numberFormat = new Intl.NumberFormat('en');

export function CountBadge({ count, label, tone = 'warning', className = '' }: CountBadgeProps) {
  return (
    <span
      className={`inline-flex min-w-5 items-center justify-center rounded-pill px-1.5 text-xs leading-5 font-semibold tabular-nums ${tones[tone]} ${className}`}
    >
      {numberFormat.format(count)}
      <span className="sr-only"> {label}</span>
    </span>
  );
}
