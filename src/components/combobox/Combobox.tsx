import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useId, useRef, type ReactNode } from 'react';
import { sentenceText, type SentencePart } from '../../lib/sentence';
import { IsolatedText } from '../IsolatedText';
import { midSentence } from '../mid-sentence';
import { Sentence } from '../Sentence';
import { ComboboxOptionRow } from './ComboboxOptionRow';
import { useCombobox, type ComboboxBehaviour } from './use-combobox';

export type { ComboboxOption } from './use-combobox';

interface ComboboxProps<T> extends ComboboxBehaviour<T> {
  label: string;
  placeholder?: string;
  inputMode?: 'text' | 'numeric';
  /** A search for options is under way (the options shown may be the previous ones). */
  loading?: boolean;
  /**
   * Said in the list when typed text has no option: "No member matches “zz”.", as one message
   * with the typed text isolated in it (`isolated(text)`, lib/sentence.ts); or, as before,
   * in parts, the typed text a part of its own.
   */
  emptyText: (text: string) => string | readonly SentencePart[];
  /** Said above the options: where they come from when it is not the usual place. */
  notice?: string | null;
  /** Said under the field about the chosen value: e.g. that its name is unknown, and why. */
  note?: string;
}

/**
 * A picker for a value with a name (a person, a topic): an ARIA 1.2 combobox — an input with a
 * listbox of suggestions, driven by the keyboard (see use-combobox.ts) or the mouse. It shows
 * the chosen value's name while the caller keeps its id (in the URL); a clear button empties it.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const { label, options, draft, valueLabel, loading = false } = props;
  const inputId = useId();
  const listboxId = useId();
  const hintId = useId();
  const optionId = (index: number) => `${listboxId}-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const box = useCombobox(props);

  const { t } = useLingui();
  const text = draft ?? valueLabel;
  const typed = draft?.trim() ?? '';
  const expanded = box.open && options.length > 0;
  let said: string | readonly SentencePart[] = '';
  if (loading) said = t`Searching…`;
  else if (options.length === 0 && typed !== '') said = props.emptyText(typed);
  // A message of the caller's, or (callers not yet translated) its parts, each name isolated.
  const message = typeof said === 'string' ? said : sentenceText(said);
  const shownMessage: ReactNode =
    typeof said === 'string' ? <IsolatedText text={said} /> : <Sentence parts={said} />;
  const notice = props.notice ?? '';
  const popupShown = box.open && (options.length > 0 || message !== '' || notice !== '');
  const suggestions = options.length;
  const count =
    suggestions > 0
      ? t`${plural(suggestions, { one: '# suggestion', other: '# suggestions' })}.`
      : '';
  // The live region's sentences, each whole, read one after the other.
  const status = popupShown ? [notice, count, message].filter(Boolean).join(' ') : '';
  const hint = box.problem ?? props.note;
  const field = midSentence(label);

  return (
    <div className="relative flex min-w-0 flex-col gap-1">
      <label htmlFor={inputId} className="text-xs font-medium text-ink-muted">
        {label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={
            expanded && box.activeIndex >= 0 ? optionId(box.activeIndex) : undefined
          }
          aria-invalid={box.problem ? true : undefined}
          aria-describedby={hint ? hintId : undefined}
          value={text}
          placeholder={props.placeholder}
          inputMode={props.inputMode}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          dir="auto"
          onChange={(event) => box.type(event.target.value)}
          onKeyDown={box.onKeyDown}
          onClick={box.openList}
          onBlur={box.commitText}
          className={`h-9 w-full rounded-control border bg-surface pe-8 ps-2 text-sm text-ink placeholder:text-ink-muted ${
            box.problem ? 'border-danger' : 'border-border'
          }`}
        />
        {text !== '' ? (
          <button
            type="button"
            aria-label={t`Clear ${field}`}
            title={t`Clear ${field}`}
            // Keeps the focus in the field, so leaving it does not apply the text first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              box.clear();
              inputRef.current?.focus();
            }}
            className="absolute inset-y-1 end-1 inline-flex w-7 items-center justify-center rounded-control text-ink-muted hover:bg-surface-muted hover:text-ink"
          >
            <svg viewBox="0 0 16 16" aria-hidden="true" className="size-3.5">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </button>
        ) : null}
        <div
          hidden={!popupShown}
          // A click in the list must not blur the field (which would apply the typed text).
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-control border border-border bg-surface shadow-lg"
        >
          {notice ? (
            <p className="border-b border-border px-2 py-1.5 text-xs text-ink-muted">{notice}</p>
          ) : null}
          <ul
            id={listboxId}
            role="listbox"
            aria-label={t`${label} suggestions`}
            hidden={!expanded}
            className="max-h-72 overflow-y-auto py-1"
          >
            {options.map((option, index) => (
              <ComboboxOptionRow
                key={option.key}
                id={optionId(index)}
                option={option}
                active={index === box.activeIndex}
                onPick={() => box.pick(option)}
              />
            ))}
          </ul>
          {message ? (
            <p aria-hidden="true" className="px-2 py-2 text-sm text-ink-muted">
              {shownMessage}
            </p>
          ) : null}
        </div>
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      {hint ? (
        <p id={hintId} className={`text-xs ${box.problem ? 'text-danger' : 'text-warning'}`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
