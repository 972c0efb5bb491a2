import type { ReactNode } from 'react';

interface ListboxOptionProps {
  id: string;
  /** The option the arrow keys are on (`aria-activedescendant` of the field). */
  active: boolean;
  onSelect: () => void;
  /** Layout of the row beyond what every option shares. */
  className: string;
  /** A picture (avatar, emoji, icon), if any, before the text. */
  picture: ReactNode;
  title: ReactNode;
  /** A second line: @username, slug, what the option opens. */
  detail?: string;
}

/**
 * One option of a listbox driven from a text field (the pickers' combobox, the command
 * palette): picture, title and a second line, marked selected while the keys are on it and
 * kept in view as they move through a long list.
 */
export function ListboxOption(props: ListboxOptionProps) {
  const { id, active, onSelect, className, picture, title, detail } = props;
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      onClick={onSelect}
      ref={active ? (row) => row?.scrollIntoView?.({ block: 'nearest' }) : undefined}
      className={`flex cursor-pointer items-center px-2 py-1.5 text-sm ${className} ${
        active ? 'bg-accent/20' : 'hover:bg-surface-muted'
      }`}
    >
      {picture}
      <span className="min-w-0 flex-1">
        <span className="block truncate text-ink" dir="auto">
          {title}
        </span>
        {detail ? (
          <span className="block truncate text-xs text-ink-muted" dir="auto">
            {detail}
          </span>
        ) : null}
      </span>
    </li>
  );
}
