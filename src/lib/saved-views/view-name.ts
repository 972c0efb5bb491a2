import { t } from '@lingui/core/macro';
import { MAX_VIEW_NAME_LENGTH, type SavedView } from './schema';

/** Why a name cannot be used. */
export type NameProblem = 'empty' | 'too-long' | 'taken';

/** The name as it is kept: line breaks and tabs become spaces, ends trimmed. */
export function cleanName(text: string): string {
  return text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
}

/** Names are unique regardless of case and of how an accent was typed. */
function nameKey(name: string): string {
  return name.normalize().toLocaleLowerCase();
}

export function nameLength(name: string): number {
  return [...name].length;
}

/** The view of `views` named `name` (in any case), other than the view `except`. */
export function viewNamed(
  views: readonly SavedView[],
  name: string,
  except?: string,
): SavedView | undefined {
  const key = nameKey(name);
  return views.find((view) => view.id !== except && nameKey(view.name) === key);
}

/** What is wrong with a cleaned name among `views` (renaming `except`), or null. */
export function nameProblem(
  name: string,
  views: readonly SavedView[],
  except?: string,
): NameProblem | null {
  if (name === '') return 'empty';
  if (nameLength(name) > MAX_VIEW_NAME_LENGTH) return 'too-long';
  return viewNamed(views, name, except) ? 'taken' : null;
}

/** `name`, or `name (2)`, `name (3)`…: the first not yet used, within the length limit. */
export function unusedName(name: string, views: readonly SavedView[]): string {
  const base = shorten(cleanName(name) || t`Saved view`, MAX_VIEW_NAME_LENGTH);
  if (!viewNamed(views, base)) return base;
  for (let count = 2; ; count++) {
    const suffix = ` (${count})`;
    const candidate = shorten(base, MAX_VIEW_NAME_LENGTH - suffix.length) + suffix;
    if (!viewNamed(views, candidate)) return candidate;
  }
}

/** At most `max` characters, with an ellipsis when cut. */
export function shorten(text: string, max: number): string {
  const characters = [...text];
  if (characters.length <= max) return text;
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}
