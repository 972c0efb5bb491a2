import { useCallback, useState } from 'react';
import { TYPING_PAUSE_MS, useDebouncedCallback } from '../../lib/use-debounced-callback';

export interface PickerText {
  /** What is typed in the field, or `null` while it shows the chosen value's name. */
  draft: string | null;
  /** The typed text, trimmed: what the suggestions on the page are matched against at once. */
  text: string;
  /** The same, once typing pauses: what a request to the site searches for. */
  search: string;
  setDraft: (draft: string | null) => void;
}

/**
 * The text of a picker: shown at once as it is typed, searched for once typing pauses, and
 * dropped when the chosen value changes from outside (back/forward, "Clear filters").
 */
export function usePickerText(valueKey: string, delayMs = TYPING_PAUSE_MS): PickerText {
  const [draft, setDraftState] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [syncedKey, setSyncedKey] = useState(valueKey);
  if (valueKey !== syncedKey) {
    setSyncedKey(valueKey);
    setDraftState(null);
    setSearch('');
  }
  const settle = useDebouncedCallback(setSearch, delayMs);
  const setDraft = useCallback(
    (next: string | null) => {
      setDraftState(next);
      const typed = next?.trim() ?? '';
      if (typed === '') {
        settle.cancel();
        setSearch('');
      } else {
        settle(typed);
      }
    },
    [settle],
  );
  return { draft, text: draft?.trim() ?? '', search, setDraft };
}
