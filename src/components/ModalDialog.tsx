import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

interface ModalDialogProps {
  open: boolean;
  title: ReactNode;
  /** Called when the dialog closes by itself too (Escape, a click on the backdrop). */
  onClose: () => void;
  children: ReactNode;
  /** What to focus when the dialog opens (a field, with its text selected); else the first control. */
  initialFocus?: RefObject<HTMLInputElement | HTMLButtonElement | null>;
  /**
   * Where focus goes once the dialog has closed, when what opened it is gone (a deleted row);
   * otherwise the browser puts focus back on what opened it.
   */
  finalFocus?: RefObject<HTMLElement | null>;
}

/**
 * A small centred modal: a native <dialog> (showModal), which traps focus, closes on Escape,
 * makes the page behind inert and returns focus to what opened it. Named by its title.
 */
export function ModalDialog({
  open,
  title,
  onClose,
  children,
  initialFocus,
  finalFocus,
}: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Syncs the DOM dialog with `open` (showModal has no declarative form).
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) {
      node.showModal();
      const first = initialFocus?.current;
      if (first) {
        first.focus();
        if (first instanceof HTMLInputElement) first.select();
      }
    }
    if (!open && node.open) node.close();
  }, [open, initialFocus]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => {
        // What opened the dialog may be gone (a deleted row): focus must not fall to the body.
        const target = finalFocus?.current;
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (target?.isConnected && lost) target.focus();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current.close();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card border border-border bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/40"
    >
      {open ? (
        <div className="space-y-4 p-5">
          <h2 id={titleId} className="text-lg font-semibold break-words" dir="auto">
            {title}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
