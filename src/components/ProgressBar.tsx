import { formatNumber } from './number-format';

interface ProgressBarProps {
  /** 0–100. */
  value: number;
  label: string;
  className?: string;
  /** Show the percentage beside the bar. */
  showValue?: boolean;
}

/** A labelled progress bar (role="progressbar" with its value for screen readers). */
export function ProgressBar({ value, label, className = '', showValue = true }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 min-w-16 flex-1 overflow-hidden rounded-pill bg-ink-muted/20"
      >
        <div className="h-full rounded-pill bg-accent" style={{ width: `${percent}%` }} />
      </div>
      {showValue ? (
        <span className="w-9 text-end text-xs text-ink-muted tabular-nums">
          {formatNumber(percent / 100, { style: 'percent' })}
        </span>
      ) : null}
    </div>
  );
}
