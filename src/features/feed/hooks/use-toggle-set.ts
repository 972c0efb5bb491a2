import { useCallback, useState } from 'react';

/**
 * Which posts have their comments (or reactions) open. Kept above the virtualized rows, so a
 * row scrolled out and back in opens the way it was left.
 */
export function useToggleSet(): [ReadonlySet<number>, (id: number) => void] {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback((id: number) => {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  return [open, toggle];
}
