import type { Person } from '../../api/people';
import { foldText, matchesFolded } from '../../lib/fold-text';
import { POSITIVE_ID_PATTERN } from '../../lib/url-params';

/** A suggestion of the people picker: someone found, or the typed text used as a user id. */
export type PersonChoice =
  | { readonly kind: 'person'; readonly person: Person }
  | { readonly kind: 'user-id'; readonly id: number };

/** People already on the page that match come first, at most this many of them. */
export const KNOWN_FIRST_LIMIT = 5;
/** With nothing typed, the people already on the page are all there is to offer. */
export const KNOWN_ALONE_LIMIT = 10;

/**
 * The suggestions for `text`, in order: the typed whole number as a user id (sites that list
 * nobody still filter by id); the people already on the page whose name or username matches
 * (no request needed, and most likely what is meant); then the people the site found, each
 * person once.
 */
export function peopleChoices(
  text: string,
  known: readonly Person[],
  found: readonly Person[],
): PersonChoice[] {
  const typed = text.trim();
  const choices: PersonChoice[] = [];
  if (POSITIVE_ID_PATTERN.test(typed)) choices.push({ kind: 'user-id', id: Number(typed) });

  const seen = new Set<number>();
  const add = (person: Person) => {
    if (seen.has(person.id)) return;
    seen.add(person.id);
    choices.push({ kind: 'person', person });
  };
  known
    .filter((person) => matchesFolded(typed, person.name, person.username))
    .slice(0, typed === '' ? KNOWN_ALONE_LIMIT : KNOWN_FIRST_LIMIT)
    .forEach(add);
  if (typed !== '') found.forEach(add);
  return choices;
}

/** The name of user `id` as far as the page knows it: the one picked, or one already on the page. */
export function nameOfPerson(
  id: number,
  picked: Person | null,
  known: readonly Person[],
): string | undefined {
  if (picked?.id === id) return picked.name;
  return known.find((person) => person.id === id)?.name;
}

/**
 * The one person among `choices` whose name or username is exactly `text` (case and accents
 * aside): typing a whole name and pressing Enter picks them. `undefined` when none or several.
 */
export function personNamed(text: string, choices: readonly PersonChoice[]): Person | undefined {
  const typed = foldText(text.trim());
  const named = choices.flatMap((choice) =>
    choice.kind === 'person' &&
    (foldText(choice.person.name) === typed || foldText(choice.person.username) === typed)
      ? [choice.person]
      : [],
  );
  return named.length === 1 ? named[0] : undefined;
}
