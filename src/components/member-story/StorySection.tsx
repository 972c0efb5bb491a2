import { useId, type ReactNode } from 'react';
import { Skeleton } from '../Skeleton';

/** One part of a member's story: a titled region of the profile panel. */
export function StorySection({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2.5">
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {title}
      </h3>
      {children}
      {footer}
    </section>
  );
}

/** Placeholder rows while a part of the story loads. */
export function StoryLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="space-y-1.5">
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}

/** A short, quiet sentence in place of a list: nothing yet, or not shown to this account. */
export function StoryNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-ink-muted">{children}</p>;
}
