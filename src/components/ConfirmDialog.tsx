import { Trans } from '@lingui/react/macro';
import { useRef, type RefObject } from 'react';
import type { SentencePart } from '../lib/sentence';
import { Button, buttonClasses } from './Button';
import { IsolatedText } from './IsolatedText';
import { ModalDialog } from './ModalDialog';
import { Sentence } from './Sentence';

interface ConfirmDialogProps {
  open: boolean;
  /**
   * The question, names isolated: "Remove ⁨Ana⁩ from ⁨Design Club⁩?" — one translated message
   * with `isolated(name)` as its placeholders' values (each name then shown in a `<bdi>`), or,
   * as before, its parts.
   */
  question: string | readonly SentencePart[];
  /** What follows, in a sentence: "Their membership is deleted; they can ask to join again." */
  consequence: string;
  /** The button that goes ahead: a verb ("Remove", "Delete"). */
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes once what opened the dialog is gone (a deleted row). */
  finalFocus?: RefObject<HTMLElement | null>;
}

/**
 * Asks once before an action that cannot be undone in place, saying what follows. Cancel has
 * focus, so Enter alone changes nothing; going ahead closes the dialog at once, so a second
 * click finds nothing to press (no second send).
 */
export function ConfirmDialog({
  open,
  question,
  consequence,
  confirmLabel,
  onConfirm,
  onClose,
  finalFocus,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open={open}
      title={
        typeof question === 'string' ? (
          <IsolatedText text={question} />
        ) : (
          <Sentence parts={question} />
        )
      }
      onClose={onClose}
      initialFocus={cancel}
      finalFocus={finalFocus}
    >
      <p className="text-sm text-ink-muted">{consequence}</p>
      <div className="flex justify-end gap-2">
        <button ref={cancel} type="button" className={buttonClasses()} onClick={onClose}>
          <Trans>Cancel</Trans>
        </button>
        <Button
          variant="danger"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
