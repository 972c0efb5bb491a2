import { useState } from 'react';
import { TYPING_PAUSE_MS, useDebouncedCallback } from '../lib/use-debounced-callback';

/** How a search goes into the browser history; the shape `useUrlState`'s setter takes. */
export interface SearchHistory {
  /** Replace the current history entry instead of adding one. */
  replace: boolean;
}

/** Applies a search, to the URL. */
export type OnSearch = (search: string, history: SearchHistory) => void;

export interface SearchDraft {
  /** What the box shows: what is typed, else the search in effect. */
  text: string;
  /** A keystroke: shown at once, applied once typing pauses. */
  type: (text: string) => void;
  /** Enter or leaving the box: applies what is typed now, and ends this search. */
  commit: () => void;
  /** Escape: empties the box, applies that at once, and ends this search. */
  clear: () => void;
}

/**
 * What a search box shows and when it applies it, the same on every page. The history rule:
 * a search starts with the first change from a settled box (empty, or a search already
 * applied) and adds ONE history entry; while it goes on, every further change replaces that
 * entry, so Back returns to the page before the search, not through every letter. Enter,
 * Escape and leaving the box settle it; so does a search changed from outside (Back, Forward,
 * "Clear search"), which the box then shows. Searches are trimmed; applying the search already
 * in effect does nothing.
 */
export function useSearchDraft(value: string, onSearch: OnSearch): SearchDraft {
  // What is typed and not yet in effect; null shows `value`.
  const [draft, setDraft] = useState<string | null>(null);
  // The search last applied from here, or last seen from outside: `value` catches up with it.
  const [requested, setRequested] = useState(value);
  // Whether the search going on already added its history entry.
  const [searching, setSearching] = useState(false);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    // Not the URL catching up with this box: Back, Forward, "Clear search". Typing that went
    // on after a search was applied stays, since `value` then equals `requested`.
    if (value !== requested) {
      setRequested(value);
      setDraft(null);
      setSearching(false);
    }
  }

  const apply = (typed: string, settle: boolean) => {
    const search = typed.trim();
    const changed = search !== requested;
    if (changed) {
      setRequested(search);
      onSearch(search, { replace: searching });
    }
    setSearching(!settle && (searching || changed));
  };
  const applyLater = useDebouncedCallback((typed: string) => apply(typed, false), TYPING_PAUSE_MS);
  const text = draft ?? value;

  return {
    text,
    type: (typed) => {
      setDraft(typed);
      applyLater(typed);
    },
    commit: () => {
      applyLater.cancel();
      apply(text, true);
    },
    clear: () => {
      applyLater.cancel();
      setDraft('');
      apply('', true);
    },
  };
}
