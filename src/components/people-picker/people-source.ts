import { t } from '@lingui/core/macro';
import type { PeopleAnswer, Person } from '../../api/people';

/** Where one source of suggestions stands for the text being searched. */
export type SourceState =
  /** Not asked: nothing typed, or not needed. */
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  /** It did not answer (network, timeout, 5xx): not a refusal, but no people either. */
  | { readonly status: 'failed' }
  | (PeopleAnswer & { readonly searching?: boolean });

export interface PeopleFound {
  people: readonly Person[];
  /** A search is under way (the people may be those of the previous text). */
  loading: boolean;
  /** Where the suggestions come from when the directory does not give them, and what to do. */
  notice: string | null;
}

const NONE: PeopleFound = { people: [], loading: false, notice: null };

/**
 * The fallback order of the people picker: the site's member directory; where it refuses (or
 * fails), the chosen space's members; and always the typed user id (added by the choices).
 * `spaceMembers` is null when no space is chosen.
 */
export function choosePeopleSource(
  directory: SourceState,
  spaceMembers: SourceState | null,
): PeopleFound {
  if (directory.status === 'idle') return NONE;
  if (directory.status === 'loading') return { ...NONE, loading: true };
  if (directory.status === 'listed') {
    return { people: directory.people, loading: directory.searching ?? false, notice: null };
  }
  // Each sentence whole (why the directory gave nothing, then what is offered instead).
  const refused = directory.status === 'refused';
  if (spaceMembers === null) {
    return {
      ...NONE,
      notice: refused
        ? t`This site does not list its members to this account: type a user id, or choose a space to search its members.`
        : t`The member directory did not answer: type a user id, or choose a space to search its members.`,
    };
  }
  switch (spaceMembers.status) {
    case 'idle':
    case 'loading':
      return {
        ...NONE,
        loading: true,
        notice: refused
          ? t`This site does not list its members to this account: searching the chosen space’s members.`
          : t`The member directory did not answer: searching the chosen space’s members.`,
      };
    case 'listed':
      return {
        people: spaceMembers.people,
        loading: spaceMembers.searching ?? false,
        notice: refused
          ? t`This site does not list its members to this account: these are members of the chosen space.`
          : t`The member directory did not answer: these are members of the chosen space.`,
      };
    default:
      return {
        ...NONE,
        notice: refused
          ? t`This site does not list its members to this account, nor the chosen space’s members: type a user id.`
          : t`The member directory did not answer, nor the chosen space’s members: type a user id.`,
      };
  }
}
