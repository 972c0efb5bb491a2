import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { MemberStatus } from '../../../api/space-members';
import { ActionNoticeBar } from '../../../components/ActionNoticeBar';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { named } from '../../../lib/sentence';
import { MemberActionsContext, type ConfirmRequest } from './member-actions-context';
import { memberName, useMemberActions } from './use-member-actions';

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
        <ActionNoticeBar
          label="Membership changes"
          notice={actions.notice}
          onAct={actions.act}
          onDismiss={actions.dismiss}
          restoredNote="The list shows it as it was."
        />
        {children}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        {...confirmWords(confirming, spaceTitle)}
        onConfirm={() => {
          if (confirming) actions.act(confirming);
        }}
        onClose={() => setConfirming(null)}
        finalFocus={afterDialog}
      />
    </MemberActionsContext.Provider>
  );
}

/** What the dialog asks before a membership is deleted (declining a request, removing a member). */
function confirmWords(request: ConfirmRequest | null, spaceTitle: string) {
  const name = named(request ? memberName(request.member) : '');
  const space = named(spaceTitle);
  return request?.kind === 'decline'
    ? {
        question: ['Decline ', name, '’s request to join ', space, '?'],
        consequence: 'The request is removed; they can ask again.',
        confirmLabel: 'Decline',
      }
    : {
        question: ['Remove ', name, ' from ', space, '?'],
        consequence: 'Their membership is deleted; they can ask to join again.',
        confirmLabel: 'Remove',
      };
}
