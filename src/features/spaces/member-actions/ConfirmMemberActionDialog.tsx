import { useRef, type RefObject } from 'react';
import { Button, buttonClasses } from '../../../components/Button';
import { ModalDialog } from '../../../components/ModalDialog';
import { Sentence } from '../../../components/Sentence';
import { named } from '../../../lib/sentence';
import type { ConfirmRequest } from './member-actions-context';
import { memberName } from './use-member-actions';

interface ConfirmMemberActionDialogProps {
  request: ConfirmRequest | null;
  spaceTitle: string;
  onConfirm: (request: ConfirmRequest) => void;
  onClose: () => void;
  /** Where focus goes once the row (and the button that opened this) is gone. */
  finalFocus: RefObject<HTMLElement | null>;
}

/**
 * Asks once before a membership is deleted (declining a request, removing a member), saying
 * what follows; Cancel has focus, so Enter alone changes nothing.
 */
export function ConfirmMemberActionDialog({
  request,
  spaceTitle,
  onConfirm,
  onClose,
  finalFocus,
}: ConfirmMemberActionDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const name = named(request ? memberName(request.member) : '');
  const space = named(spaceTitle);
  const decline = request?.kind === 'decline';
  return (
    <ModalDialog
      open={request !== null}
      title={
        <Sentence
          parts={
            decline
              ? ['Decline ', name, '’s request to join ', space, '?']
              : ['Remove ', name, ' from ', space, '?']
          }
        />
      }
      onClose={onClose}
      initialFocus={cancel}
      finalFocus={finalFocus}
    >
      <p className="text-sm text-ink-muted">
        {decline
          ? 'The request is removed; they can ask again.'
          : 'Their membership is deleted; they can ask to join again.'}
      </p>
      <div className="flex justify-end gap-2">
        <button ref={cancel} type="button" className={buttonClasses()} onClick={onClose}>
          Cancel
        </button>
        <Button
          variant="danger"
          onClick={() => {
            if (request) onConfirm(request);
            onClose();
          }}
        >
          {decline ? 'Decline' : 'Remove'}
        </Button>
      </div>
    </ModalDialog>
  );
}
