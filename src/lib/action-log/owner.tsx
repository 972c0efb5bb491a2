import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { outcomeOfError, type ActionDescription, type ActionOutcome } from './entry';
import { actionLogStore, type ActionLogOwner } from './store';

/**
 * Whose action log to write and show: the signed-in shell hands down the session's site and
 * username (features cannot import the auth feature). Outside it (a test of one page) there
 * is none: nothing is recorded, and the log page shows nothing.
 */
const OwnerContext = createContext<ActionLogOwner | null>(null);

export function ActionLogOwnerProvider({
  owner,
  children,
}: {
  owner: ActionLogOwner;
  children: ReactNode;
}) {
  return <OwnerContext.Provider value={owner}>{children}</OwnerContext.Provider>;
}

export function useActionLogOwner(): ActionLogOwner | null {
  return useContext(OwnerContext);
}

/** What ended an action not run through `useMutation`: nothing (done), or its error. */
export type ActionEnd = { ok: true } | { ok: false; error: unknown };

export function outcomeOf(end: ActionEnd): ActionOutcome {
  return end.ok ? { result: 'done' } : outcomeOfError(end.error);
}

/**
 * `recordAction(description, end)` for actions that do not go through `useMutation` (each
 * item of a bulk run): the same log the query cache writes mutations to.
 */
export function useRecordAction(): (description: ActionDescription, end: ActionEnd) => void {
  const owner = useActionLogOwner();
  return useCallback(
    (description, end) => {
      if (owner) actionLogStore.record(owner, description, outcomeOf(end));
    },
    [owner],
  );
}
