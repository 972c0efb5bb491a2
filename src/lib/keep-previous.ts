import type { PlaceholderDataFunction, QueryKey } from '@tanstack/react-query';

/**
 * Placeholder data for paged lists: keeps the previous page on screen while the next one
 * loads, but only while the key still names the same place (`queryKey[position]`, e.g. the
 * space slug): another space's rows must never show under this space's title.
 */
export function keepPreviousWhileSame<TData, TKey extends QueryKey>(
  position: number,
  value: unknown,
): PlaceholderDataFunction<TData, Error, TData, TKey> {
  return (previous, previousQuery) =>
    previousQuery?.queryKey[position] === value ? previous : undefined;
}
