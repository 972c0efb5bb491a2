import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '../../components/Icon';
import { usePickerText } from '../../components/combobox/use-picker-text';
import { SHORTCUTS } from '../../lib/keyboard-shortcuts';
import { intlLocale } from '../../lib/i18n/intl-locale';
import { isolated } from '../../lib/sentence';
import { ShortcutKeys } from './ChordKeys';
import type { PaletteOption } from './palette-groups';
import { PaletteListbox } from './PaletteListbox';
import { useActiveOption } from './use-active-option';
import { MEMBER_SEARCH_MIN_LENGTH } from './use-member-entries';
import { usePaletteResults } from './use-palette-results';

interface PalettePanelProps {
  /** The field, focused when the palette opens. */
  field: RefObject<HTMLInputElement | null>;
  /** Closes the palette (focus goes back where it was). */
  onClose: () => void;
  onShowShortcuts: () => void;
}

/**
 * The palette's content: a field (an ARIA 1.2 combobox) over the places that match what is
 * typed. The focus stays in the field; the arrow keys, Home and End move the active option,
 * Enter opens it, Escape closes the palette (the dialog's own).
 */
export function PalettePanel({ field, onClose, onShowShortcuts }: PalettePanelProps) {
  const { t } = useLingui();
  const id = useId();
  const listboxId = `${id}listbox`;
  const navigate = useNavigate();
  const { draft, text, search, setDraft } = usePickerText('');
  const results = usePaletteResults(text, search);
  const options = results.groups.flatMap((group) => group.options);
  const indexOf = new Map(options.map((option, index) => [option.key, index]));
  const optionId = (key: string) => `${id}option${indexOf.get(key) ?? -1}`;

  const choose = (option: PaletteOption) => {
    option.beforeOpen?.();
    onClose();
    navigate(option.to);
  };
  const list = useActiveOption(options, choose);

  // What was typed is isolated in the sentence: a <bdi> in the page, isolated() in the status.
  const noMatch = options.length === 0 && results.loading.length === 0 && text !== '';
  const typed = text;
  const kinds = new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(results.loading);
  const looking = results.loading.length > 0 ? t`Looking for ${kinds}…` : '';
  const shownTyped = isolated(text);
  const said = noMatch ? t`No match for “${shownTyped}”.` : looking;
  const minLength = MEMBER_SEARCH_MIN_LENGTH;
  const places = options.length;
  const memberHint =
    [...text].length < MEMBER_SEARCH_MIN_LENGTH
      ? plural(minLength, {
          one: 'Type # letter or more to find members too.',
          other: 'Type # letters or more to find members too.',
        })
      : '';

  return (
    <div className="flex flex-col">
      <div className="flex items-center gap-2 border-b border-border px-3">
        <Icon name="search" className="size-4 text-ink-muted" />
        <label htmlFor={`${id}-field`} className="sr-only">
          <Trans>Go to a page, space, course, saved view or member</Trans>
        </label>
        <input
          ref={field}
          id={`${id}-field`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={listboxId}
          aria-activedescendant={list.active ? optionId(list.active.key) : undefined}
          value={draft ?? ''}
          placeholder={t`Go to…`}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          dir="auto"
          onChange={(event) => {
            setDraft(event.target.value);
            list.reset();
          }}
          onKeyDown={list.onKeyDown}
          className="h-12 min-w-0 flex-1 bg-transparent text-base text-ink outline-none placeholder:text-ink-muted"
        />
      </div>
      <PaletteListbox
        id={listboxId}
        groups={results.groups}
        optionId={optionId}
        activeKey={list.active?.key}
        onChoose={choose}
      />
      <div className="space-y-1 border-t border-border px-3 py-2 text-xs text-ink-muted">
        {noMatch ? (
          <p className="text-sm">
            <Trans>
              No match for “<bdi>{typed}</bdi>”.
            </Trans>
          </p>
        ) : looking ? (
          <p className="text-sm">{looking}</p>
        ) : null}
        {results.notes.map((note) => (
          <p key={note}>{note}</p>
        ))}
        {memberHint ? <p>{memberHint}</p> : null}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 pt-1">
          <span className="inline-flex items-center gap-1">
            <ShortcutKeys
              chords={[...SHORTCUTS.nextItem.chords, ...SHORTCUTS.previousItem.chords]}
            />
            <Trans>to move</Trans>
          </span>
          <span className="inline-flex items-center gap-1">
            <ShortcutKeys chords={SHORTCUTS.chooseItem.chords} /> <Trans>to open</Trans>
          </span>
          <span className="inline-flex items-center gap-1">
            <ShortcutKeys chords={SHORTCUTS.close.chords} /> <Trans>to close</Trans>
          </span>
          <button
            type="button"
            onClick={onShowShortcuts}
            className="ms-auto rounded-control px-1 text-ink-muted underline underline-offset-2 hover:text-ink"
          >
            <Trans>All keyboard shortcuts</Trans>
          </button>
        </div>
      </div>
      <p role="status" className="sr-only">
        {options.length > 0 ? plural(places, { one: '# place.', other: '# places.' }) : said}
      </p>
    </div>
  );
}
