import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useApiClient } from '../api/ApiClientProvider';
import { spacesQuery } from '../api/directory';
import { siteOfRoot } from '../api/site';
import { listKnownSpaces } from '../lib/known-places';
import { Button } from './Button';

interface SpacePickerProps {
  /** The selected space slug; `''` for none ("All spaces" when `allowAll`). */
  value: string;
  onChange: (slug: string) => void;
  label?: string;
  /** Offer "All spaces" (the feed); otherwise a space must be chosen. */
  allowAll?: boolean;
}

const SLUG = /^[\p{L}\p{N}_-]+$/u;

/**
 * Picks a space from `GET /spaces` (title, emoji, privacy). Where the site refuses that list,
 * falls back to a typed slug, suggesting the spaces this browser has already seen on the site.
 */
export function SpacePicker({
  value,
  onChange,
  label = 'Space',
  allowAll = false,
}: SpacePickerProps) {
  const client = useApiClient();
  const spaces = useQuery(spacesQuery(client));
  const id = useId();

  if (spaces.isError && !spaces.data) {
    return (
      <TypedSpacePicker
        value={value}
        onChange={onChange}
        label={label}
        allowAll={allowAll}
        site={siteOfRoot(client.root)}
      />
    );
  }

  const listed = spaces.data ?? [];
  const unlisted = value !== '' && !listed.some((space) => space.slug === value);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-ink-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={spaces.isPending}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 min-w-44 rounded-control border border-border bg-surface px-2 text-sm text-ink"
      >
        {spaces.isPending ? <option value={value}>Loading spaces…</option> : null}
        {allowAll ? <option value="">All spaces</option> : null}
        {!allowAll && value === '' && !spaces.isPending ? (
          <option value="" disabled>
            Choose a space…
          </option>
        ) : null}
        {listed.map((space) => (
          <option key={space.id} value={space.slug}>
            {space.settings.emoji ? `${space.settings.emoji} ` : ''}
            {space.title}
            {space.privacy !== 'public' ? ` (${space.privacy})` : ''}
          </option>
        ))}
        {unlisted && !spaces.isPending ? (
          <option value={value}>{value} (not in the list)</option>
        ) : null}
      </select>
    </div>
  );
}

interface TypedSpacePickerProps extends Required<SpacePickerProps> {
  site: string;
}

function TypedSpacePicker({ value, onChange, label, allowAll, site }: TypedSpacePickerProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const listId = useId();
  const known = listKnownSpaces(site);
  const text = draft ?? value;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const slug = text.trim().replace(/^\/+|\/+$/g, '');
    if (slug === '' && !allowAll) {
      setProblem('Type the slug of a space, as in its address: …/portal/space/<slug>.');
      return;
    }
    if (slug !== '' && !SLUG.test(slug)) {
      setProblem(`“${slug}” is not a space slug: use letters, digits, - and _ only.`);
      return;
    }
    setProblem(null);
    setDraft(null);
    onChange(slug);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-1" noValidate>
      <label htmlFor={inputId} className="text-xs font-medium text-ink-muted">
        {label} (slug)
      </label>
      <div className="flex gap-1">
        <input
          id={inputId}
          list={listId}
          value={text}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={allowAll ? 'All spaces' : 'e.g. general'}
          aria-describedby={`${inputId}-hint`}
          aria-invalid={problem ? true : undefined}
          autoCapitalize="none"
          spellCheck={false}
          className="h-9 w-44 rounded-control border border-border bg-surface px-2 text-sm text-ink"
        />
        <datalist id={listId}>
          {known.map((space) => (
            <option key={space.slug} value={space.slug}>
              {space.title}
            </option>
          ))}
        </datalist>
        <Button type="submit" size="sm" className="h-9">
          Show
        </Button>
      </div>
      <p id={`${inputId}-hint`} className="max-w-xs text-xs text-ink-muted">
        {problem ??
          'This site does not list its spaces to this account: type a slug, or pick one seen before.'}
      </p>
    </form>
  );
}
