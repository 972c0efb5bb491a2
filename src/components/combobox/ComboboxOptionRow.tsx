import { Avatar } from '../Avatar';
import type { ComboboxOption } from './use-combobox';

interface ComboboxOptionRowProps<T> {
  id: string;
  option: ComboboxOption<T>;
  /** The option the arrow keys are on (`aria-activedescendant` of the field). */
  active: boolean;
  onPick: () => void;
}

/** One suggestion: avatar (people), name, and a second line (@username, slug). */
export function ComboboxOptionRow<T>({ id, option, active, onPick }: ComboboxOptionRowProps<T>) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      onClick={onPick}
      // Keeps the active option in view as the arrow keys move through a long list.
      ref={active ? (row) => row?.scrollIntoView?.({ block: 'nearest' }) : undefined}
      className={`flex cursor-pointer items-center gap-2 px-2 py-1.5 text-sm ${
        active ? 'bg-accent/20' : 'hover:bg-surface-muted'
      }`}
    >
      {option.avatar ? (
        <Avatar src={option.avatar.src} name={option.avatar.name} size={28} />
      ) : null}
      <span className="min-w-0 flex-1">
        <span className="block truncate text-ink" dir="auto">
          {option.label}
        </span>
        {option.detail ? (
          <span className="block truncate text-xs text-ink-muted" dir="auto">
            {option.detail}
          </span>
        ) : null}
      </span>
    </li>
  );
}
