import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Icon } from '../Icon';
import { Skeleton } from '../Skeleton';
import { formatNumber } from '../number-format';
import { statChange, type StatChangeInput } from './stat-change';

interface StatCardProps {
  /** What is counted: "Members", "Posts this week". */
  label: string;
  value: number;
  /** Compare with the previous period: shows "+12% vs previous 7 days" with an arrow. */
  change?: StatChangeInput;
  /** Small print under the number: "of 2,000 members". */
  hint?: string;
  /** Where the card leads (the whole card is the link). */
  href?: string;
  /** The number is still being counted: a placeholder instead of it. */
  loading?: boolean;
}

const TONES = {
  good: { className: 'text-success' },
  bad: { className: 'text-danger' },
  neutral: { className: 'text-ink-muted' },
};

/**
 * One number on the overview: its label, the number, how it changed since the previous
 * period, and a hint. Plain HTML with no chart code, so the overview's cards never wait for
 * the chart library.
 */
export function StatCard({ label, value, change, hint, href, loading = false }: StatCardProps) {
  const delta = change && !loading ? statChange(value, change) : null;
  return (
    <div
      className={`relative flex min-w-0 flex-col gap-1 rounded-card border border-border bg-surface p-4 ${href ? 'hover:border-accent/60' : ''}`}
      aria-busy={loading}
    >
      <p className="truncate text-sm text-ink-muted" title={label}>
        {href ? (
          <Link
            to={href}
            className="text-ink-muted after:absolute after:inset-0 hover:text-ink hover:underline"
          >
            {label}
          </Link>
        ) : (
          label
        )}
      </p>
      {loading ? (
        <>
          <Skeleton className="h-8 w-full max-w-24" />
          <span className="sr-only">
            <Trans>Loading</Trans>
          </span>
          {change ? <Skeleton className="h-4 w-full max-w-36" /> : null}
        </>
      ) : (
        // data-stat-value: where bench:ux sees the first number of the overview on screen.
        <p data-stat-value className="text-2xl font-semibold text-ink tabular-nums">
          {formatNumber(value)}
        </p>
      )}
      {delta ? (
        <p className={`flex items-center gap-1 text-xs font-medium ${TONES[delta.tone].className}`}>
          {delta.direction === 'flat' ? null : (
            <Icon
              name={delta.direction === 'up' ? 'sortAscending' : 'sortDescending'}
              className="size-3.5 shrink-0"
            />
          )}
          <span aria-hidden="true">{delta.text}</span>
          <span className="sr-only">{delta.spoken}</span>
        </p>
      ) : null}
      {hint ? <p className="text-xs text-ink-muted">{hint}</p> : null}
    </div>
  );
}
