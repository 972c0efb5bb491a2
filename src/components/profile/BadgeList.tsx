import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '../number-format';

interface BadgeListProps {
  badges: string[];
  /** Show at most this many, then "+n". */
  limit?: number;
}

export function BadgeList({ badges, limit = Infinity }: BadgeListProps) {
  const { t } = useLingui();
  if (badges.length === 0) return null;
  const shown = badges.slice(0, limit);
  const rest = badges.length - shown.length;
  return (
    <ul className="flex min-w-0 flex-wrap gap-1" aria-label={t`Badges`}>
      {shown.map((badge) => (
        <li
          key={badge}
          dir="auto"
          title={badge}
          className="max-w-40 truncate rounded-pill border border-accent/30 bg-accent/10 px-2 text-xs leading-5 font-medium text-accent"
        >
          {badge}
        </li>
      ))}
      {rest > 0 ? (
        <li className="rounded-pill bg-surface-muted px-2 text-xs leading-5 text-ink-muted">
          +{formatNumber(rest)}
        </li>
      ) : null}
    </ul>
  );
}
