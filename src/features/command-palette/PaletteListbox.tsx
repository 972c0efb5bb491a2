import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <div
      id={id}
      role="listbox"
      aria-label={t`Places`}
      hidden={groups.length === 0}
      // A click in the list leaves the focus in the field.
      onMouseDown={(event) => event.preventDefault()}
      className="max-h-[min(60vh,26rem)] overflow-y-auto overscroll-contain py-1"
    >
      {groups.map((group) => {
        const headingId = `${id}-${group.id}`;
        const shown = group.options.length;
        const matched = group.matched;
        const title = group.title;
        return (
          <ul key={group.id} role="group" aria-labelledby={headingId} className="pb-1">
            <li
              role="presentation"
              id={headingId}
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase"
            >
              {matched > shown ? t`${title} · ${shown} of ${matched}` : title}
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
