import { createContext, useContext } from 'react';
import type { Member } from '../../../api/schemas/member';

/**
 * What the checkbox column needs, handed down by the members page (the columns are defined
 * once, outside the page). Absent: the account may not act, no checkboxes.
 */
export interface BulkSelectionContextValue {
  isPicked: (member: Member) => boolean;
  clickRow: (member: Member, shift: boolean) => void;
  pageState: 'all' | 'some' | 'none';
  setPage: (pick: boolean) => void;
  /** A run is under way: the selection it acts on stays as it is. */
  locked: boolean;
}

export const BulkSelectionContext = createContext<BulkSelectionContextValue | null>(null);

export function useBulkSelectionContext(): BulkSelectionContextValue | null {
  return useContext(BulkSelectionContext);
}
