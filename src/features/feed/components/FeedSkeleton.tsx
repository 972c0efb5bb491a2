import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../../components/Skeleton';

/** Three placeholder cards shaped like posts while the first page loads. */
export function FeedSkeleton() {
  const { t } = useLingui();
  return (
    <div role="feed" aria-busy="true" aria-label={t`Posts`} className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        <Trans>Loading posts…</Trans>
      </p>
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4"
        >
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex flex-1 flex-col gap-1.5">
              <Skeleton className="h-3.5 w-40" />
              <Skeleton className="h-3 w-24" />
            </div>
          </div>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-11/12" />
          <Skeleton className="h-3.5 w-3/5" />
        </div>
      ))}
    </div>
  );
}
