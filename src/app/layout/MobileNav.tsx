import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { LanguageSelect } from '../../components/LanguageSelect';
import { SidebarNav } from './SidebarNav';

/**
 * On a phone the sidebar becomes a menu: a modal <dialog>, which traps focus, closes on
 * Escape and returns focus to the button by itself.
 */
export function MobileNav() {
  const { t } = useLingui();
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
        <span className="sr-only">
          <Trans>Open menu</Trans>
        </span>
      </Button>
      <dialog
        ref={dialog}
        aria-label={t`Menu`}
        onClick={(event) => {
          if (event.target === dialog.current) close();
        }}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-surface p-0 text-ink backdrop:bg-black/40"
      >
        <div className="flex items-center justify-between border-b border-border px-4 py-3">
          <span className="font-semibold">
            <Trans comment="The product's name">Community Desk</Trans>
          </span>
          <Button variant="ghost" size="sm" onClick={close}>
            <Trans>
              Close<span className="sr-only"> menu</span>
            </Trans>
          </Button>
        </div>
        <div className="p-3">
          <SidebarNav onNavigate={close} />
        </div>
        {/* The top bar has no room for the language on a phone: it is chosen here. */}
        <div className="border-t border-border p-3">
          <LanguageSelect />
        </div>
      </dialog>
    </>
  );
}
