interface SkeletonProps {
  className?: string;
}

/** A grey placeholder block, pulsing while the real content loads. */
export function Skeleton({ className = 'h-4 w-full' }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={`block rounded-control bg-surface-muted motion-safe:animate-[skeleton-pulse_1.6s_ease-in-out_infinite] ${className}`}
    />
  );
}
