import { useLingui } from '@lingui/react/macro';
import { MAX_SEARCH_LENGTH } from '../../contract';
import { useId, useRef } from 'react';
import { ariaKeyShortcuts, SHORTCUTS } from '../lib/keyboard-shortcuts';
import { useFocusShortcut } from '../lib/use-focus-shortcut';
import { Icon } from './Icon';
import { useSearchDraft, type OnSearch } from './use-search-draft';

interface SearchInputProps {
  /** The search in effect (from the URL). */
  value: string;
  /**
   * Applies a search: once typing pauses, at once on Enter, on leaving the box and on Escape
   * (with ""). `replace` follows the history rule of `useSearchDraft`.
   */
  onSearch: OnSearch;
  label: string;
  placeholder?: string;
  /** The reference server refuses longer searches (400); no one types more. */
  maxLength?: number;
  /** The box's width; a toolbar's by default. */
  className?: string;
}

/**
 * The search box of every page: it asks the server once typing pauses (no request per
 * keystroke), Escape clears it, and `/` anywhere on the page focuses it. What is typed shows at
 * once; the value in effect follows the URL, so Back and Forward put the right text back.
 */
export function SearchInput({
  value,
  onSearch,
  label,
  placeholder,
  maxLength = MAX_SEARCH_LENGTH,
  className = 'w-full sm:w-72',
}: SearchInputProps) {
  const { t } = useLingui();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  useFocusShortcut(field);
  const search = useSearchDraft(value, onSearch);

  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Icon
        name="search"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
      />
      <input
        ref={field}
        id={id}
        type="search"
        value={search.text}
        placeholder={placeholder ?? t`Name or username`}
        aria-keyshortcuts={ariaKeyShortcuts('focusSearch')}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={false}
        dir="auto"
        onChange={(event) => search.type(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search.commit();
          // An empty box lets Escape through, to close what else is open.
          if (event.key !== 'Escape' || search.text === '') return;
          event.preventDefault();
          search.clear();
        }}
        onBlur={search.commit}
        className="h-10 w-full rounded-control border border-border bg-surface px-9 text-sm text-ink placeholder:text-ink-muted [&::-webkit-search-cancel-button]:hidden"
      />
      <kbd
        aria-hidden="true"
        className="pointer-events-none absolute end-2.5 top-1/2 -translate-y-1/2 rounded border border-border px-1.5 font-mono text-xs text-ink-muted"
      >
        {SHORTCUTS.focusSearch.chords[0].key}
      </kbd>
    </div>
  );
}
