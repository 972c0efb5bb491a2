import { useId, useRef, useState } from 'react';
import { useDebouncedCallback } from '../lib/use-debounced-callback';
import { useFocusShortcut } from '../lib/use-focus-shortcut';

interface SearchInputProps {
  /** The search in effect (from the URL). */
  value: string;
  /** Called about `delayMs` after typing stops, and at once on Escape (with ""). */
  onSearch: (text: string) => void;
  label: string;
  placeholder?: string;
  delayMs?: number;
  /** The reference server refuses longer searches (400); no one types more. */
  maxLength?: number;
}

/**
 * A search box that asks the server once typing pauses (no request per keystroke). Escape
 * clears it; `/` anywhere on the page focuses it. What is typed shows at once; the value in
 * effect follows the URL, so back/forward puts the right text back.
 */
export function SearchInput({
  value,
  onSearch,
  label,
  placeholder = 'Name or username',
  delayMs = 250,
  maxLength = 200,
}: SearchInputProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  useFocusShortcut(field);

  // `draft` is what is typed and not yet in effect; null shows `value`. A new `value` that we
  // did not send ourselves (back/forward, a "clear search" button) replaces the draft.
  const [draft, setDraft] = useState<string | null>(null);
  const [sent, setSent] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) setDraft(null);
  }

  const send = (text: string) => {
    setSent(text);
    onSearch(text);
  };
  const sendLater = useDebouncedCallback((text: string) => send(text.trim()), delayMs);
  const text = draft ?? value;

  return (
    <div className="relative w-full sm:w-72">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <svg
        viewBox="0 0 16 16"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        aria-hidden="true"
      >
        <circle cx="7" cy="7" r="4.5" />
        <path d="M10.5 10.5L14 14" strokeLinecap="round" />
      </svg>
      <input
        ref={field}
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        aria-keyshortcuts="/"
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={false}
        dir="auto"
        onChange={(event) => {
          setDraft(event.target.value);
          sendLater(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || text === '') return;
          event.preventDefault();
          sendLater.cancel();
          setDraft('');
          send('');
        }}
        className="h-10 w-full rounded-control border border-border bg-surface pr-9 pl-9 text-sm text-ink placeholder:text-ink-muted [&::-webkit-search-cancel-button]:hidden"
      />
      <kbd
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 rounded border border-border px-1.5 font-mono text-xs text-ink-muted"
      >
        /
      </kbd>
    </div>
  );
}
