import { useRef } from 'react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { SidebarNav } from './SidebarNav';

/**
 * On a phone the sidebar becomes a menu: a modal <dialog>, which traps focus, closes on
 * Escape and returns focus to the button by itself.
 */
export function MobileNav() {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="md:hidden"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <Icon name="menu" className="size-5" />
        <span className="sr-only">Open menu</span>
      </Button>
      <dialog
        ref={dialog}
        aria-label="Menu"
        onClick={(event) => {
          if (event.target === dialog.current) close();
        }}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-surface p-0 text-ink backdrop:bg-black/40"
      >
        <div className="flex items-center justify-between border-b border-border px-4 py-3">
          <span className="font-semibold">Community Desk</span>
          <Button variant="ghost" size="sm" onClick={close}>
            Close
            <span className="sr-only"> menu</span>
          </Button>
        </div>
        <div className="p-3">
          <SidebarNav onNavigate={close} />
        </div>
      </dialog>
    </>
  );
}
