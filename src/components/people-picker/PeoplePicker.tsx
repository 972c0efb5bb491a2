import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Person } from '../../api/people';
import { isolated } from '../../lib/sentence';
import { POSITIVE_ID_PATTERN } from '../../lib/url-params';
import { Combobox, type ComboboxOption } from '../combobox/Combobox';
import { usePickerText } from '../combobox/use-picker-text';
import { nameOfPerson, peopleChoices, personNamed, type PersonChoice } from './people-choices';
import { usePeopleFound } from './use-people-found';

interface PeoplePickerProps {
  label: string;
  /** The chosen user id (kept in the URL), or `null` for anyone. */
  value: number | null;
  onChange: (id: number | null) => void;
  /** The chosen space's slug (`''` for none): searched where the site lists no members. */
  space: string;
  /** People already on the page (e.g. the authors of loaded posts): suggested first when they
   * match, and where the chosen id's name is looked up. */
  known: readonly Person[];
  /** Said under the field when the chosen id's name is not known: why, and what it may mean. */
  unknownNote?: string;
  placeholder?: string;
}

/** "User #12": a person known by their id only. */
function userNumber(id: number): string {
  return t({ comment: 'A person known only by their user id', message: `User #${id}` });
}

/** One suggestion (made at render time, in the language shown). */
function optionOf(choice: PersonChoice): ComboboxOption<PersonChoice> {
  if (choice.kind === 'user-id') {
    const id = choice.id;
    return { key: `id:${id}`, label: t`Use user id ${id}`, value: choice };
  }
  const { person } = choice;
  return {
    key: String(person.id),
    label: person.name,
    detail: person.username ? `@${person.username}` : userNumber(person.id),
    avatar: { src: person.avatar, name: person.name },
    value: choice,
  };
}

/**
 * Picks a person by name: suggestions from the people on the page and the site's member
 * directory (or a space's members, or a typed user id, where the site refuses it). The caller
 * keeps the id; the field shows the name — of the person picked, of someone on the page, or
 * "User #id" with `unknownNote` when neither knows it.
 */
export function PeoplePicker({
  label,
  value,
  onChange,
  space,
  known,
  unknownNote,
  placeholder,
}: PeoplePickerProps) {
  const { t } = useLingui();
  // The person picked here names the id at once, before any post by them has loaded.
  const [picked, setPicked] = useState<Person | null>(null);
  const text = usePickerText(value === null ? '' : String(value));
  const found = usePeopleFound(text.search, space);
  const choices = peopleChoices(text.text, known, found.people);
  const name = value === null ? '' : nameOfPerson(value, picked, known);
  const choose = (person: Person) => {
    setPicked(person);
    onChange(person.id);
  };

  return (
    <Combobox
      label={label}
      placeholder={placeholder ?? t`Anyone: type a name`}
      options={choices.map(optionOf)}
      valueLabel={value === null ? '' : (name ?? userNumber(value))}
      draft={text.draft}
      onDraftChange={text.setDraft}
      onPick={(choice) => (choice.kind === 'person' ? choose(choice.person) : onChange(choice.id))}
      onClear={() => onChange(null)}
      onCommitText={(typed) => {
        const named = personNamed(typed, choices);
        if (named) {
          choose(named);
          return null;
        }
        if (!POSITIVE_ID_PATTERN.test(typed)) {
          const text = isolated(typed);
          return t({
            comment: '{text}: what was typed in the field',
            message: `“${text}” is not applied: pick a member from the suggestions, or type a user id (a whole number, like 12).`,
          });
        }
        onChange(Number(typed));
        return null;
      }}
      loading={found.loading}
      notice={found.notice}
      emptyText={(typed) => {
        const text = isolated(typed);
        return t({
          comment: '{text}: what was typed in the field',
          message: `No member matches “${text}”.`,
        });
      }}
      note={value !== null && name === undefined ? unknownNote : undefined}
    />
  );
}
