import type { PaletteGroup, PaletteOption } from './palette-groups';
import { PaletteOptionRow } from './PaletteOptionRow';

interface PaletteListboxProps {
  id: string;
  groups: readonly PaletteGroup[];
  /** The id of option `key`, for the field's `aria-activedescendant`. */
  optionId: (key: string) => string;
  activeKey: string | undefined;
  onChoose: (option: PaletteOption) => void;
}

/**
 * The results as a listbox of groups (WAI-ARIA APG, "Listbox with grouped options"): each kind
 * of place under its heading, with how many more match than are shown.
 */
export function PaletteListbox({ id, groups, optionId, activeKey, onChoose }: PaletteListboxProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Places"
      hidden={groups.length === 0}
      // A click in the list leaves the focus in the field.
      onMouseDown={(event) => event.preventDefault()}
      className="max-h-[min(60vh,26rem)] overflow-y-auto overscroll-contain py-1"
    >
      {groups.map((group) => {
        const headingId = `${id}-${group.id}`;
        const more = group.matched - group.options.length;
        return (
          <ul key={group.id} role="group" aria-labelledby={headingId} className="pb-1">
            <li
              role="presentation"
              id={headingId}
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase"
            >
              {group.title}
              {more > 0 ? ` · ${group.options.length} of ${group.matched}` : ''}
            </li>
            {group.options.map((option) => (
              <PaletteOptionRow
                key={option.key}
                id={optionId(option.key)}
                option={option}
                active={option.key === activeKey}
                onChoose={() => onChoose(option)}
              />
            ))}
          </ul>
        );
      })}
    </div>
  );
}
