import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Member } from '../../../api/schemas/member';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { isolated, isolatedParts } from '../../../lib/sentence';
import type { MembersUrlState } from '../url-state';
import type { BulkAction } from './bulk-action';
import { BulkBar } from './BulkBar';
import { BulkRunStatus } from './BulkRunStatus';
import { BulkSelectionContext } from './bulk-selection-context';
import {
  clickRow,
  emptySelection,
  isPicked,
  pageState,
  selectAllMatching,
  selectedCount,
  setPage,
  type Selection,
} from '../../../lib/bulk/selection';
import { ALL_MATCHING, useBulkMemberRun } from './use-bulk-member-run';

interface BulkActionsProviderProps {
  slug: string;
  spaceTitle: string;
  filters: MembersUrlState;
  /** The rows of the page on screen. */
  rows: readonly Member[];
  /** The list's total (every page). */
  total: number;
  children: ReactNode;
}

const keyOf = (member: Member) => member.user_id;

/** A bulk deletion the page asks about first. */
interface BulkConfirmRequest {
  kind: 'decline' | 'remove';
  count: number;
}

/** What the dialog asks before a bulk deletion, naming how many and the space. */
function confirmWords(request: BulkConfirmRequest | null, spaceTitle: string) {
  const count = request?.count ?? 0;
  const space = isolated(spaceTitle);
  return request?.kind === 'decline'
    ? {
        question: isolatedParts(
          plural(count, {
            one: `Decline # request to join ${space}?`,
            other: `Decline # requests to join ${space}?`,
          }),
        ),
        consequence: t`The requests are removed; they can ask again.`,
        confirmLabel: t`Decline`,
      }
    : {
        question: isolatedParts(
          plural(count, {
            one: `Remove # member from ${space}?`,
            other: `Remove # members from ${space}?`,
          }),
        ),
        consequence: t`Their memberships are deleted; they can ask to join again.`,
        confirmLabel: t`Remove`,
      };
}

/**
 * The members page's bulk actions for an account that may act: the selection (through the
 * context, to the checkbox column), the bar of actions on it, the run's progress and summary,
 * and the dialog that asks before a deletion. A selection belongs to one list (status and
 * search): another list starts with none. It stays while a run goes on and clears when it ends.
 */
export function BulkActionsProvider({
  slug,
  spaceTitle,
  filters,
  rows,
  total,
  children,
}: BulkActionsProviderProps) {
  // Asked again in the language shown when it changes (the dialog's words are made here).
  useLingui();
  const list = `${filters.status}\n${filters.search.trim()}`;
  const [held, setHeld] = useState({ list, selection: emptySelection<Member>() });
  const selection = held.list === list ? held.selection : emptySelection<Member>();
  // Set when the selection is cleared (a run's end): a click that lands before the page has
  // drawn it (the second click of a double click) then starts nothing.
  const cleared = useRef(false);
  const update = useCallback(
    (change: (now: Selection<Member>) => Selection<Member>) => {
      cleared.current = false;
      setHeld((now) => ({
        list,
        selection: change(now.list === list ? now.selection : emptySelection()),
      }));
    },
    [list],
  );
  const clear = useCallback(() => {
    cleared.current = true;
    setHeld({ list, selection: emptySelection() });
  }, [list]);
  const run = useBulkMemberRun(slug, spaceTitle, filters, clear);
  const [confirming, setConfirming] = useState<BulkConfirmRequest | null>(null);

  const locked = run.state.phase === 'reading' || run.state.phase === 'running';
  const onPage = pageState(selection, rows, keyOf);
  const context = useMemo(
    () => ({
      isPicked: (member: Member) => isPicked(selection, keyOf(member)),
      clickRow: (member: Member, shift: boolean) =>
        update((now) => clickRow(now, rows, keyOf, member, { shift })),
      pageState: onPage,
      setPage: (pick: boolean) => update((now) => setPage(now, rows, keyOf, pick)),
      locked,
    }),
    [selection, rows, onPage, locked, update],
  );

  const count = selectedCount(selection, total);
  const start = (action: BulkAction) => {
    if (cleared.current || count === 0) return;
    void run.start(action, selection.allMatching ? ALL_MATCHING : [...selection.picked.values()]);
  };
  return (
    <BulkSelectionContext.Provider value={context}>
      {count > 0 ? (
        <BulkBar
          status={filters.status}
          count={count}
          offerAllMatching={
            onPage === 'all' && !selection.allMatching && total > selection.picked.size
              ? total
              : null
          }
          allMatching={selection.allMatching}
          busy={locked}
          onAction={start}
          onConfirm={(kind) => setConfirming({ kind, count })}
          onSelectAllMatching={() => update(selectAllMatching)}
          onClear={clear}
        />
      ) : null}
      <BulkRunStatus run={run} />
      {children}
      <ConfirmDialog
        open={confirming !== null}
        {...confirmWords(confirming, spaceTitle)}
        onConfirm={() => {
          if (confirming) start({ kind: confirming.kind });
        }}
        onClose={() => setConfirming(null)}
      />
    </BulkSelectionContext.Provider>
  );
}
