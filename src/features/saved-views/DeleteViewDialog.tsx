import { Trans } from '@lingui/react/macro';
import { useRef, type RefObject } from 'react';
import { Button, buttonClasses } from '../../components/Button';
import { ModalDialog } from '../../components/ModalDialog';

interface DeleteViewDialogProps {
  /** The view's name while the dialog is open; null when closed. */
  name: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes after the view (and the button that opened this) is gone. */
  finalFocus: RefObject<HTMLElement | null>;
}

/** Asks before a saved view is deleted; Cancel has focus, so Enter alone deletes nothing. */
export function DeleteViewDialog({ name, onConfirm, onClose, finalFocus }: DeleteViewDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const view = name ?? '';
  return (
    <ModalDialog
      open={name !== null}
      title={
        <Trans comment="{view}: the saved view's name.">
          Delete the view “<bdi>{view}</bdi>”?
        </Trans>
      }
      onClose={onClose}
      initialFocus={cancel}
      finalFocus={finalFocus}
    >
      <p className="text-sm text-ink-muted">
        <Trans>
          Its name, filters and columns are forgotten on this device. The pages it opened are not
          changed.
        </Trans>
      </p>
      <div className="flex justify-end gap-2">
        <button ref={cancel} type="button" className={buttonClasses()} onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
        <Button variant="danger" onClick={onConfirm}>
          <Trans>Delete</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}
