import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { CountBadge } from '../../../components/CountBadge';
import { EmptyState } from '../../../components/EmptyState';
import { Skeleton } from '../../../components/Skeleton';

interface InboxSectionProps {
  title: string;
  count: number;
  atLeast?: boolean;
  /** What is counted, for screen readers, after the count ("requests waiting"). */
  countLabel: string;
  loading: boolean;
  /** Said while the first items load ("Loading join requests…"). */
  loadingLabel: string;
  /** Nothing waits here (and nothing is loading). */
  empty: boolean;
  emptyText: string;
  /** Under the heading: bulk bar, run status, notes, errors. */
  above?: ReactNode;
  children?: ReactNode;
  more?: { label: string; onMore: () => void; busy: boolean } | null;
}

/** One part of the inbox: its heading with its count, its list, or that nothing waits. */
export function InboxSection(props: InboxSectionProps) {
  const headingId = useId();
  const { t } = useLingui();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-ink">
        {props.title}
        {props.loading && props.count === 0 ? null : (
          <CountBadge
            count={props.count}
            atLeast={props.atLeast}
            label={props.countLabel}
            tone="muted"
          />
        )}
      </h2>
      {props.above}
      {props.children}
      {props.loading && props.empty ? (
        <div aria-busy="true">
          <span className="sr-only">{props.loadingLabel}</span>
          <Skeleton className="h-14 w-full" />
        </div>
      ) : null}
      {!props.loading && props.empty ? (
        <EmptyState title={t`Nothing waiting`}>{props.emptyText}</EmptyState>
      ) : null}
      {props.more ? (
        <Button size="sm" onClick={props.more.onMore} disabled={props.more.busy}>
          {props.more.busy ? <Trans>Loading…</Trans> : props.more.label}
        </Button>
      ) : null}
    </section>
  );
}
