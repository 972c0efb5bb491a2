import { Skeleton } from '../../components/Skeleton';

/** The place of `count` chart cards while their first reading comes. */
export function ChartGridSkeleton({ count }: { count: number }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="space-y-3 rounded-card border border-border bg-surface p-4">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-3 w-64" />
          <Skeleton className="h-52 w-full" />
        </div>
      ))}
    </div>
  );
}
