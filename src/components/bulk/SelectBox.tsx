import { useEffect, useRef, type ChangeEvent } from 'react';

interface SelectBoxProps {
  label: string;
  /** `some`: the box of a group of which only some are picked (drawn indeterminate). */
  state: boolean | 'some';
  disabled?: boolean;
  /** Called with whether shift was held (a range from the last box clicked). */
  onToggle: (shift: boolean) => void;
}

const shiftHeld = (event: ChangeEvent) =>
  'shiftKey' in event.nativeEvent && (event.nativeEvent as MouseEvent).shiftKey;

/** A checkbox of a bulk selection (lib/bulk/selection.ts): a row's, or a whole list's. */
export function SelectBox({ label, state, disabled = false, onToggle }: SelectBoxProps) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label={label}
      className="size-4 shrink-0"
      checked={state === true}
      disabled={disabled}
      onChange={(event) => onToggle(shiftHeld(event))}
    />
  );
}
