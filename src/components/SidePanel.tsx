import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './Button';

interface SidePanelProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A panel that slides over the end edge — the right in English and German, the left in Arabic
 * (right to left), where a reader's eye finishes a line and details follow the list: a native
 * modal <dialog> (showModal), which traps focus, closes on Escape, makes the page behind inert
 * and returns focus to what opened it. A click on the backdrop closes it too.
 */
export function SidePanel({ open, title, onClose, children }: SidePanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Syncs the DOM dialog with `open` (showModal has no declarative form).
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) node.showModal();
    if (!open && node.open) node.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current.close();
      }}
      className="fixed inset-y-0 start-auto end-0 m-0 h-dvh max-h-none w-full max-w-md overflow-y-auto overscroll-contain border-s border-border bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/40"
    >
      {open ? (
        <div className="flex min-h-full flex-col">
          <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-border bg-surface/95 px-4 py-3 backdrop-blur">
            <h2 id={titleId} className="min-w-0 truncate font-semibold" dir="auto">
              {title}
            </h2>
            <Button variant="ghost" size="sm" onClick={() => dialog.current?.close()}>
              <Trans comment="Closes the side panel; the second part is said to screen readers only">
                Close<span className="sr-only"> panel</span>
              </Trans>
            </Button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
