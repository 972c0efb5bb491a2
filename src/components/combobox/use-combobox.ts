import { useState, type KeyboardEvent } from 'react';

/** One suggestion of a picker. */
export interface ComboboxOption<T> {
  /** Unique among the options: the person's id, the topic's slug. */
  key: string;
  label: string;
  /** A second line: `@username`, a slug. */
  detail?: string;
  avatar?: { src: string | null; name: string };
  value: T;
}

export interface ComboboxBehaviour<T> {
  options: readonly ComboboxOption<T>[];
  /** The chosen value's name, shown while nothing is being typed; `''` for none. */
  valueLabel: string;
  draft: string | null;
  onDraftChange: (draft: string | null) => void;
  onPick: (value: T) => void;
  onClear: () => void;
  /**
   * Typed text left without picking an option (Enter, or leaving the field): applies it when it
   * can be used as it is (a user id), or returns why not — the text then stays in the field.
   */
  onCommitText: (text: string) => string | null;
}

/**
 * The keyboard and pointer behaviour of an editable combobox with list autocomplete and manual
 * selection (WAI-ARIA APG, "Combobox Pattern"): typing opens the list; ArrowDown/ArrowUp move
 * the active option (wrapping; Alt+ArrowDown only opens); Enter picks it, or applies the typed
 * text; Escape closes the list, then drops the typed text; Tab picks the active option and
 * moves on. The active option is tracked by key, so it survives new results arriving.
 */
export function useCombobox<T>(behaviour: ComboboxBehaviour<T>) {
  const { options, valueLabel, draft, onDraftChange } = behaviour;
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const activeIndex = open ? options.findIndex((option) => option.key === activeKey) : -1;
  const active = activeIndex >= 0 ? options[activeIndex] : undefined;

  const close = () => {
    setOpen(false);
    setActiveKey(null);
  };
  const finish = () => {
    close();
    setProblem(null);
    onDraftChange(null);
  };
  const pick = (option: ComboboxOption<T>) => {
    finish();
    behaviour.onPick(option.value);
  };
  const clear = () => {
    finish();
    if (valueLabel !== '') behaviour.onClear();
  };
  const commitText = () => {
    close();
    if (draft === null) return;
    const typed = draft.trim();
    if (typed === valueLabel) return finish();
    if (typed === '') return clear();
    const found = behaviour.onCommitText(typed);
    if (found === null) finish();
    else setProblem(found);
  };
  const move = (step: 1 | -1) => {
    setOpen(true);
    const count = options.length;
    if (count === 0) return;
    const next =
      activeIndex === -1 ? (step === 1 ? 0 : count - 1) : (activeIndex + step + count) % count;
    setActiveKey(options[next]!.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) setOpen(event.key === 'ArrowDown');
        else move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        event.preventDefault();
        if (active) pick(active);
        else commitText();
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (draft !== null) {
          event.preventDefault();
          finish();
        }
        break;
      case 'Tab':
        if (active) pick(active);
        else close();
        break;
    }
  };

  const type = (text: string) => {
    onDraftChange(text);
    setOpen(true);
    setActiveKey(null);
    setProblem(null);
  };

  return {
    open,
    openList: () => setOpen(true),
    activeIndex,
    /** Shown only while the typed text that caused it is still there. */
    problem: draft === null ? null : problem,
    pick,
    clear,
    commitText,
    type,
    onKeyDown,
  };
}
