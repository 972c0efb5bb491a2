import { useRef } from 'react';
import { Button, buttonClasses } from '../../../components/Button';
import { ModalDialog } from '../../../components/ModalDialog';
import { Sentence } from '../../../components/Sentence';
import { named } from '../../../lib/sentence';
import { countOfRows } from './bulk-action';

export interface BulkConfirmRequest {
  kind: 'decline' | 'remove';
  count: number;
}

interface ConfirmBulkDialogProps {
  request: BulkConfirmRequest | null;
  spaceTitle: string;
  onConfirm: (request: BulkConfirmRequest) => void;
  onClose: () => void;
}

/**
 * Asks once before a bulk deletion (declining requests, removing members), naming how many and
 * the space; Cancel has focus, so Enter alone changes nothing.
 */
export function ConfirmBulkDialog({
  request,
  spaceTitle,
  onConfirm,
  onClose,
}: ConfirmBulkDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const decline = request?.kind === 'decline';
  const rows = request ? countOfRows({ kind: request.kind }, request.count) : '';
  const space = named(spaceTitle);
  return (
    <ModalDialog
      open={request !== null}
      title={
        <Sentence
          parts={
            decline
              ? [`Decline ${rows} to join `, space, '?']
              : [`Remove ${rows} from `, space, '?']
          }
        />
      }
      onClose={onClose}
      initialFocus={cancel}
    >
      <p className="text-sm text-ink-muted">
        {decline
          ? 'The requests are removed; they can ask again.'
          : 'Their memberships are deleted; they can ask to join again.'}
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
