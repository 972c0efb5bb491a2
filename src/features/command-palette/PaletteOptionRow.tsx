import { Avatar } from '../../components/Avatar';
import { Icon } from '../../components/Icon';
import { HighlightedText } from './HighlightedText';
import type { PaletteOption } from './palette-groups';

interface PaletteOptionRowProps {
  id: string;
  option: PaletteOption;
  /** The option the keys are on (the field's `aria-activedescendant`). */
  active: boolean;
  onChoose: () => void;
}

/** One place in the palette: its picture, its name with the typed part marked, what it opens. */
export function PaletteOptionRow({ id, option, active, onChoose }: PaletteOptionRowProps) {
  let picture = null;
  if (option.avatar) {
    picture = <Avatar src={option.avatar.src} name={option.avatar.name} size={28} />;
  } else if (option.emoji) {
    picture = (
      <span aria-hidden="true" className="inline-flex size-7 items-center justify-center">
        {option.emoji}
      </span>
    );
  } else if (option.icon) {
    picture = (
      <span className="inline-flex size-7 items-center justify-center text-ink-muted">
        <Icon name={option.icon} className="size-5" />
      </span>
    );
  }
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      onClick={onChoose}
      // Keeps the active option in view as the keys move through the list.
      ref={active ? (row) => row?.scrollIntoView?.({ block: 'nearest' }) : undefined}
      className={`mx-1 flex cursor-pointer items-center gap-3 rounded-control px-2 py-1.5 text-sm ${
        active ? 'bg-accent/20' : 'hover:bg-surface-muted'
      }`}
    >
      {picture}
      <span className="min-w-0 flex-1">
        <span className="block truncate text-ink" dir="auto">
          <HighlightedText text={option.name} range={option.highlight} />
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
