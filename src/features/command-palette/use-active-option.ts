import { useState, type KeyboardEvent } from 'react';
import { isShortcut, type ShortcutId } from '../../lib/keyboard-shortcuts';

export type ListMove = 'next' | 'previous' | 'first' | 'last';

/** The keys that move through the list, from the shortcut table. */
const MOVES: ReadonlyArray<readonly [ShortcutId, ListMove]> = [
  ['nextItem', 'next'],
  ['previousItem', 'previous'],
  ['firstItem', 'first'],
  ['lastItem', 'last'],
];

/** Where a move goes from option `index` of `count` (the arrows wrap around). */
export function movedIndex(move: ListMove, index: number, count: number): number {
  if (count === 0) return -1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return (index + 1) % count;
    case 'previous':
      return index <= 0 ? count - 1 : index - 1;
  }
}

/**
 * The option the keyboard is on, in a list the focus never enters (the field keeps it:
 * `aria-activedescendant`). It is the first option until the keys move it, and is kept by key,
 * so it stays on the same place while results arrive; `reset` puts it back on the first.
 */
export function useActiveOption<T extends { key: string }>(
  options: readonly T[],
  onChoose: (option: T) => void,
) {
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const found = options.findIndex((option) => option.key === activeKey);
  const activeIndex = options.length === 0 ? -1 : Math.max(found, 0);
  const active = options[activeIndex];

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.nativeEvent.isComposing) return;
    const move = MOVES.find(([shortcut]) => isShortcut(event, shortcut))?.[1];
    if (move) {
      event.preventDefault();
      const next = options[movedIndex(move, activeIndex, options.length)];
      if (next) setActiveKey(next.key);
    } else if (isShortcut(event, 'chooseItem') && active) {
      event.preventDefault();
      onChoose(active);
    }
  };

  return { activeIndex, active, onKeyDown, reset: () => setActiveKey(null) };
}
