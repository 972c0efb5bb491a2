import { useRef, type RefObject } from 'react';
import { Button, buttonClasses } from '../../components/Button';
import { ModalDialog } from '../../components/ModalDialog';
import { Sentence } from '../../components/Sentence';
import { named } from '../../lib/sentence';

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
  return (
    <ModalDialog
      open={name !== null}
      title={<Sentence parts={['Delete the view “', named(name ?? ''), '”?']} />}
      onClose={onClose}
      initialFocus={cancel}
      finalFocus={finalFocus}
    >
      <p className="text-sm text-ink-muted">
        Its name, filters and columns are forgotten on this device. The pages it opened are not
        changed.
      </p>
      <div className="flex justify-end gap-2">
        <button ref={cancel} type="button" className={buttonClasses()} onClick={onClose}>
          Cancel
        </button>
        <Button variant="danger" onClick={onConfirm}>
          Delete
        </Button>
      </div>
    </ModalDialog>
  );
}
