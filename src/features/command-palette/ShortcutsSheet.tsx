import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { buttonClasses } from '../../components/Button';
import { ModalDialog } from '../../components/ModalDialog';
import { SHORTCUT_SECTIONS, SHORTCUTS, type Shortcut } from '../../lib/keyboard-shortcuts';
import { ChordKeys, ShortcutKeys } from './ChordKeys';

const ALL_SHORTCUTS: readonly Shortcut[] = Object.values(SHORTCUTS);

interface ShortcutsSheetProps {
  open: boolean;
  onClose: () => void;
}

/** "Keyboard shortcuts" (`?`): every shortcut of the dashboard, from the one table of them. */
export function ShortcutsSheet({ open, onClose }: ShortcutsSheetProps) {
  const { t } = useLingui();
  const closeButton = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open={open}
      title={t`Keyboard shortcuts`}
      onClose={onClose}
      initialFocus={closeButton}
    >
      {/* Close comes first: focused on opening, it keeps the top of the sheet in view. */}
      <div className="flex items-start gap-3">
        <p className="flex-1 text-sm text-ink-muted">
          <Trans>
            Single keys (letters, <ChordKeys chord={SHORTCUTS.showShortcuts.chords[0]} />,{' '}
            <ChordKeys chord={SHORTCUTS.focusSearch.chords[0]} />) do nothing while you type in a
            field.
          </Trans>
        </p>
        <button
          ref={closeButton}
          type="button"
          className={buttonClasses('secondary', 'sm')}
          onClick={onClose}
        >
          <Trans>Close</Trans>
        </button>
      </div>
      {SHORTCUT_SECTIONS.map((section) => (
        <section key={section.id} aria-labelledby={`shortcuts-${section.id}`}>
          <h3 id={`shortcuts-${section.id}`} className="text-sm font-semibold text-ink">
            {section.title}
          </h3>
          <dl className="mt-1 divide-y divide-border">
            {ALL_SHORTCUTS.filter((shortcut) => shortcut.section === section.id).map((shortcut) => (
              <div key={shortcut.does} className="flex items-center gap-3 py-1">
                <dt className="w-32 shrink-0">
                  <ShortcutKeys chords={shortcut.chords} />
                </dt>
                <dd className="min-w-0 text-sm text-ink">{shortcut.does}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </ModalDialog>
  );
}
