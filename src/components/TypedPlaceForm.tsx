import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { isolated } from '../lib/sentence';
import { Button } from './Button';

interface TypedPlaceFormProps {
  /** The field's label, e.g. "Space (slug)". */
  label: string;
  initial?: string;
  placeholder: string;
  /** Places this browser has seen on the site, offered as the user types. */
  suggestions: Array<{ value: string; label: string }>;
  /** Shown under the field until there is a problem to explain. */
  hint: string;
  inputMode?: 'text' | 'numeric';
  widthClassName?: string;
  /** Applies the typed text; returns what is wrong with it, or null when it was accepted. */
  onSubmit: (text: string) => string | null;
}

/**
 * The pickers' fallback when a site refuses to list its spaces or courses: type the slug or id,
 * with suggestions from what was seen before and a specific message for what cannot be used.
 */
export function TypedPlaceForm({
  label,
  initial = '',
  placeholder,
  suggestions,
  hint,
  inputMode = 'text',
  widthClassName = 'w-44',
  onSubmit,
}: TypedPlaceFormProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const listId = useId();
  const text = draft ?? initial;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = onSubmit(text.trim());
    setProblem(found);
    if (found === null) setDraft(null);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-xs font-medium text-ink-muted">
        {label}
      </label>
      <div className="flex gap-1">
        <input
          id={inputId}
          list={listId}
          inputMode={inputMode}
          value={text}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={placeholder}
          aria-describedby={`${inputId}-hint`}
          aria-invalid={problem ? true : undefined}
          autoCapitalize="none"
          spellCheck={false}
          className={`h-9 rounded-control border border-border bg-surface px-2 text-sm text-ink ${widthClassName}`}
        />
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion.value} value={suggestion.value}>
              {isolated(suggestion.label)}
            </option>
          ))}
        </datalist>
        <Button type="submit" size="sm" className="h-9">
          <Trans comment="Shows the page of the space or course typed">Show</Trans>
        </Button>
      </div>
      <p id={`${inputId}-hint`} className="max-w-xs text-xs text-ink-muted">
        {problem ?? hint}
      </p>
    </form>
  );
}
