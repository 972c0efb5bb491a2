import { useId, useRef, useState } from 'react';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback';
import { useFocusShortcut } from '../../../lib/use-focus-shortcut';
import type { SetUrlStateOptions } from '../../../lib/url-state';
import { SEARCH_SCOPES, type SearchScope } from '../url-state';

/** Typing pauses this long before the search is applied (and requested). */
const SEARCH_DELAY_MS = 300;

interface SearchBoxProps {
  value: string;
  scopes: SearchScope[];
  onSearch: (search: string, options: SetUrlStateOptions) => void;
  onScopes: (scopes: SearchScope[]) => void;
}

/**
 * Search with its `search_in` choices (behaviour.md, "Feeds"); `/` anywhere focuses it. The
 * first change of a typing burst adds a history entry (Back returns to the feed before the
 * search); the rest replace it, so Back does not step through every letter.
 */
export function SearchBox({ value, scopes, onSearch, onScopes }: SearchBoxProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  useFocusShortcut(field);

  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  /** The value this box last sent, to tell its own URL changes from outside ones. */
  const [sent, setSent] = useState<string | null>(null);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) setDraft(value);
    setSent(null);
  }

  /** Whether this typing burst already added its history entry. */
  const pushed = useRef(false);
  const send = (next: string) => {
    if (next === value) return;
    setSent(next);
    onSearch(next, { replace: pushed.current });
    pushed.current = true;
  };
  const sendLater = useDebouncedCallback(send, SEARCH_DELAY_MS);

  return (
    <div role="search" aria-label="Search posts" className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        Search posts
      </label>
      <input
        id={id}
        ref={field}
        type="search"
        value={draft}
        placeholder="Search posts…  (press / to focus)"
        aria-keyshortcuts="/"
        autoComplete="off"
        dir="auto"
        onChange={(event) => {
          setDraft(event.target.value);
          sendLater(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          sendLater.cancel();
          send(draft);
        }}
        onBlur={() => {
          sendLater.cancel();
          send(draft);
          pushed.current = false;
        }}
        className="h-10 w-full rounded-control border border-border bg-surface px-3 text-sm text-ink placeholder:text-ink-muted/70"
      />
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink">
        <legend className="float-left mr-3 text-xs font-medium text-ink-muted">Search in</legend>
        {SEARCH_SCOPES.map((scope) => {
          const checked = scopes.includes(scope.value);
          const only = checked && scopes.length === 1;
          return (
            <label key={scope.value} className="inline-flex items-center gap-1.5">
              <input
                type="checkbox"
                checked={checked}
                disabled={only}
                title={only ? 'Search needs at least one place to look' : undefined}
                onChange={() =>
                  onScopes(
                    checked
                      ? scopes.filter((item) => item !== scope.value)
                      : [...scopes, scope.value],
                  )
                }
                className="size-4 accent-accent"
              />
              {scope.label}
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}
