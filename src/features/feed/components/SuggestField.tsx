import { useId, type FormEvent } from 'react';
import { useDraft } from '../hooks/use-draft';

export interface Suggestion {
  value: string;
  label: string;
}

interface SuggestFieldProps {
  label: string;
  /** The filter's value in the URL. */
  value: string;
  placeholder: string;
  suggestions: readonly Suggestion[];
  /** A problem with the typed text, or null when it can be applied. */
  validate: (text: string) => string | null;
  onCommit: (text: string) => void;
  /** Shown under the field while no problem is: e.g. the chosen author's name. */
  hint?: string;
  inputMode?: 'text' | 'numeric';
}

/**
 * A filter typed as text (a topic slug, an author id) with suggestions from the posts already
 * loaded. Applied on Enter, on leaving the field, or on picking a suggestion.
 */
export function SuggestField(props: SuggestFieldProps) {
  const { label, value, suggestions, validate, onCommit } = props;
  const [draft, setDraft] = useDraft(value);
  const id = useId();
  const text = draft.trim();
  const problem = text === '' ? null : validate(text);

  const commit = (next: string) => {
    if (next !== value && (next === '' || validate(next) === null)) onCommit(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit(text);
  };

  return (
    <form onSubmit={submit} className="flex min-w-0 flex-col gap-1" noValidate>
      <label htmlFor={id} className="text-xs font-medium text-ink-muted">
        {label}
      </label>
      <input
        id={id}
        list={`${id}-list`}
        value={draft}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem || props.hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          // Picking a suggestion fills in its exact value: apply it at once.
          if (suggestions.some((suggestion) => suggestion.value === event.target.value)) {
            commit(event.target.value);
          }
        }}
        onBlur={() => commit(text)}
        className="h-9 w-full rounded-control border border-border bg-surface px-2 text-sm text-ink placeholder:text-ink-muted/70"
      />
      <datalist id={`${id}-list`}>
        {suggestions.map((suggestion) => (
          <option key={suggestion.value} value={suggestion.value}>
            {suggestion.label}
          </option>
        ))}
      </datalist>
      {problem || props.hint ? (
        <p id={`${id}-hint`} className={`text-xs ${problem ? 'text-danger' : 'text-ink-muted'}`}>
          {problem ?? props.hint}
        </p>
      ) : null}
    </form>
  );
}
