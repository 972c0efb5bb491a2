import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

interface PaletteDialogProps {
  open: boolean;
  /** Called when the dialog closes by itself too (Escape, a click on the backdrop). */
  onClose: () => void;
  /** Focused once the dialog is open. */
  initialFocus: RefObject<HTMLInputElement | null>;
  children: ReactNode;
}

/**
 * The palette's frame: a native modal <dialog> (focus trapped, the page behind inert, Escape
 * closes it and focus returns to where it was), near the top of the window so it stays put
 * while its results grow and shrink — unlike the centred ModalDialog.
 */
export function PaletteDialog({ open, onClose, initialFocus, children }: PaletteDialogProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);

  // Syncs the DOM dialog with `open` (showModal has no declarative form).
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) {
      node.showModal();
      initialFocus.current?.focus();
    }
    if (!open && node.open) node.close();
  }, [open, initialFocus]);

  return (
    <dialog
      ref={dialog}
      aria-label={t`Command palette`}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current.close();
      }}
      className="mx-auto mt-[12vh] w-[min(36rem,calc(100vw-2rem))] overflow-hidden rounded-card border border-border bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/40"
    >
      {open ? children : null}
    </dialog>
  );
}
