import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { MemberStatus } from '../../../api/space-members';
import { ActionNoticeBar } from './ActionNoticeBar';
import { ConfirmMemberActionDialog } from './ConfirmMemberActionDialog';
import { MemberActionsContext, type ConfirmRequest } from './member-actions-context';
import { useMemberActions } from './use-member-actions';

interface MemberActionsProviderProps {
  slug: string;
  spaceTitle: string;
  status: MemberStatus;
  children: ReactNode;
}

/**
 * The members page's actions for an account that may act: the rows' controls (through the
 * context), the notice above the table, and the dialog that asks before a deletion.
 */
export function MemberActionsProvider({
  slug,
  spaceTitle,
  status,
  children,
}: MemberActionsProviderProps) {
  const actions = useMemberActions(slug, spaceTitle);
  const [confirming, setConfirming] = useState<ConfirmRequest | null>(null);
  const afterDialog = useRef<HTMLDivElement>(null);
  const context = useMemo(() => ({ status, actions, confirm: setConfirming }), [status, actions]);
  return (
    <MemberActionsContext.Provider value={context}>
      <div ref={afterDialog} tabIndex={-1} className="outline-none">
        <ActionNoticeBar actions={actions} />
        {children}
      </div>
      <ConfirmMemberActionDialog
        request={confirming}
        spaceTitle={spaceTitle}
        onConfirm={(request) => actions.act(request)}
        onClose={() => setConfirming(null)}
        finalFocus={afterDialog}
      />
    </MemberActionsContext.Provider>
  );
}
