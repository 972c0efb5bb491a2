import { formatNumber } from './number-format';

interface CountBadgeProps {
  count: number;
  /** The count is a floor: more may wait beyond what was read ("12+"). */
  atLeast?: boolean;
  /** What is counted, for screen readers: "pending requests". */
  label: string;
  tone?: 'accent' | 'warning' | 'muted';
  className?: string;
}

const tones = {
  accent: { className: 'bg-accent text-accent-ink' },
  warning: { className: 'bg-warning text-white dark:text-canvas' },
  muted: { className: 'bg-surface-muted text-ink-muted' },
};

export function CountBadge({
  count,
  label,
  atLeast = false,
  tone = 'warning',
  className = '',
}: CountBadgeProps) {
  return (
    <span
      className={`inline-flex min-w-5 items-center justify-center rounded-pill px-1.5 text-xs leading-5 font-semibold tabular-nums ${tones[tone].className} ${className}`}
    >
      {formatNumber(count)}
      {atLeast ? '+' : null}
      <span className="sr-only"> {label}</span>
    </span>
  );
}
