import { useState } from 'react';

/**
 * Text being typed into a filter field, starting from (and reset to) the filter's value in the
 * URL whenever that changes from outside — back/forward, a chip, "Clear filters".
 */
export function useDraft(value: string): [string, (draft: string) => void] {
  const [draft, setDraft] = useState(value);
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    setDraft(value);
  }
  return [draft, setDraft];
}
