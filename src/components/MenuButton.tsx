import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface MenuAction {
  label: string;
  onSelect: () => void;
}

interface MenuButtonProps {
  /** The button's accessible name, e.g. "Actions for “Pending in General”". */
  label: string;
  /** What the button shows (an icon); the label names it. */
  children: ReactNode;
  actions: readonly MenuAction[];
  className?: string;
  /** While what it acts on is busy (an action on it in flight). */
  disabled?: boolean;
  /** The button's own classes, for a button with words (it is an icon's size otherwise). */
  buttonClassName?: string;
}

const ICON_BUTTON = {
  className:
    'inline-flex size-8 items-center justify-center rounded-control text-ink-muted hover:bg-surface-muted hover:text-ink disabled:cursor-not-allowed disabled:opacity-50',
};

/**
 * A button that opens a short menu of actions (the ARIA menu button pattern): Enter, Space or
 * the arrows open it on the first (or last) item, the arrows, Home and End move, Escape closes
 * it back on the button, and Tab or a click elsewhere closes it. An action runs once focus is
 * back on the button, so a dialog it opens returns focus there.
 */
export function MenuButton({
  label,
  children,
  actions,
  className = '',
  disabled = false,
  buttonClassName = ICON_BUTTON.className,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLButtonElement | null>>([]);
  /** The item to focus once the menu has rendered. */
  const pendingFocus = useRef<number | null>(null);
  const menuId = useId();

  const focusItem = (index: number) => {
    const count = actions.length;
    items.current[(index + count) % count]?.focus();
  };
  const openAt = (index: number) => {
    pendingFocus.current = index;
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(actions.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = items.current.findIndex((item) => item === document.activeElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: actions.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation(); // Inside a modal (the phone menu), Escape closes this menu only.
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div
      className={`relative ${className}`}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        className={buttonClassName}
      >
        {children}
      </button>
      {open ? (
        <div
          id={menuId}
          ref={(node) => {
            // The items are attached before their menu: focus the one asked for.
            if (node && pendingFocus.current !== null) focusItem(pendingFocus.current);
            pendingFocus.current = null;
          }}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className="absolute end-0 z-30 mt-1 w-40 rounded-card border border-border bg-surface p-1 shadow-lg"
        >
          {actions.map((action, index) => (
            <button
              key={action.label}
              ref={(node) => {
                items.current[index] = node;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close(true);
                action.onSelect();
              }}
              className="block w-full rounded-control px-3 py-1.5 text-start text-sm text-ink hover:bg-surface-muted focus:bg-surface-muted"
            >
              {action.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
