import { Avatar } from '../../components/Avatar';
import { ListboxOption } from '../../components/combobox/ListboxOption';
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
    <ListboxOption
      id={id}
      active={active}
      onSelect={onChoose}
      className="mx-1 gap-3 rounded-control"
      picture={picture}
      title={<HighlightedText text={option.name} range={option.highlight} />}
      detail={option.detail}
    />
  );
}
