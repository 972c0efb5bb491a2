import { Avatar } from '../Avatar';
import { ListboxOption } from './ListboxOption';
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
    <ListboxOption
      id={id}
      active={active}
      onSelect={onPick}
      className="gap-2"
      picture={
        option.avatar ? (
          <Avatar src={option.avatar.src} name={option.avatar.name} size={28} />
        ) : null
      }
      title={option.label}
      detail={option.detail}
    />
  );
}
