import { useCallback, useEffect, useState } from 'react';
import { UNDO_MS } from './undo';

/** A page's notice of its last action: what was done (maybe with an Undo), or what failed. */
interface Notice {
  tone: string;
  undo?: unknown;
}

/** By default a notice goes once its Undo is no longer offered; a notice without one stays. */
const offersUndo = (notice: Notice) => notice.tone === 'done' && notice.undo !== undefined;

/**
 * The notice of a page that acts in place: set by its actions, dismissed by the person, and gone
 * `UNDO_MS` after it came when `expires` says so (by default: a "done" offering Undo, which is
 * offered for a while only). A newer notice replaces the older one, and its own time starts.
 */
export function useActionNotice<N extends Notice>(expires: (notice: N) => boolean = offersUndo) {
  const [notice, setNotice] = useState<N | null>(null);
  const expiring = notice !== null && expires(notice);
  useEffect(() => {
    if (!expiring) return undefined;
    const timer = setTimeout(() => setNotice(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [notice, expiring]);
  return { notice, setNotice, dismiss: useCallback(() => setNotice(null), []) };
}
