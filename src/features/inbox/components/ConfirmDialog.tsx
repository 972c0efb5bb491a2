import { useRef, type ReactNode } from 'react';
import { Button, buttonClasses } from '../../../components/Button';
import { ModalDialog } from '../../../components/ModalDialog';

export interface ConfirmRequest {
  title: ReactNode;
  body: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/**
 * Asks once before an action that cannot be undone in place (declining, deleting); Cancel has
 * focus, so Enter alone changes nothing.
 */
export function ConfirmDialog({
  request,
  onClose,
}: {
  request: ConfirmRequest | null;
  onClose: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open={request !== null}
      title={request?.title ?? ''}
      onClose={onClose}
      initialFocus={cancel}
    >
      <p className="text-sm text-ink-muted">{request?.body}</p>
      <div className="flex justify-end gap-2">
        <button ref={cancel} type="button" className={buttonClasses()} onClick={onClose}>
          Cancel
        </button>
        <Button
          variant="danger"
          onClick={() => {
            request?.onConfirm();
            onClose();
          }}
        >
          {request?.confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
