import { useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { MemberStatus } from '../../../api/space-members';
import { ActionNoticeBar } from '../../../components/ActionNoticeBar';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { isolated, isolatedParts } from '../../../lib/sentence';
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
  const { t } = useLingui();
  const actions = useMemberActions(slug, spaceTitle);
  const [confirming, setConfirming] = useState<ConfirmRequest | null>(null);
  const afterDialog = useRef<HTMLDivElement>(null);
  const context = useMemo(() => ({ status, actions, confirm: setConfirming }), [status, actions]);

  /** What the dialog asks before a membership is deleted (declining a request, removing a member). */
  const confirmWords = (request: ConfirmRequest | null) => {
    const name = isolated(request ? memberName(request.member) : '');
    const space = isolated(spaceTitle);
    return request?.kind === 'decline'
      ? {
          question: isolatedParts(t`Decline ${name}’s request to join ${space}?`),
          consequence: t`The request is removed; they can ask again.`,
          confirmLabel: t`Decline`,
        }
      : {
          question: isolatedParts(t`Remove ${name} from ${space}?`),
          consequence: t`Their membership is deleted; they can ask to join again.`,
          confirmLabel: t`Remove`,
        };
  };
  return (
    <MemberActionsContext.Provider value={context}>
      <div ref={afterDialog} tabIndex={-1} className="outline-none">
        <ActionNoticeBar
          label={t`Membership changes`}
          notice={actions.notice}
          onAct={actions.act}
          onDismiss={actions.dismiss}
          restoredNote={t`The list shows it as it was.`}
        />
        {children}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        {...confirmWords(confirming)}
        onConfirm={() => {
          if (confirming) actions.act(confirming);
        }}
        onClose={() => setConfirming(null)}
        finalFocus={afterDialog}
      />
    </MemberActionsContext.Provider>
  );
}
