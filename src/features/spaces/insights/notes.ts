import { plural } from '@lingui/core/macro';

/**
 * The notes under a space's charts, the same whoever counted them (our server, or this page
 * reading the site's lists), in the language shown.
 */

/** "And 12 members joined before 17 Nov.", under the joins per week; null when none did. */
export function joinedEarlierNote(earlier: number, firstWeek: string | undefined): string | null {
  if (earlier <= 0) return null;
  return firstWeek === undefined
    ? plural(earlier, {
        one: 'And # member joined before these weeks.',
        other: 'And # members joined before these weeks.',
      })
    : plural(earlier, {
        one: `And # member joined before ${firstWeek}.`,
        other: `And # members joined before ${firstWeek}.`,
      });
}

/** The join requests the site counts but does not list (accounts that are not active). */
export function unlistedRequestsNote(unlisted: number): string | null {
  if (unlisted <= 0) return null;
  return plural(unlisted, {
    one: '# more join request comes from accounts that are not active: the site counts them but does not list them.',
    other:
      '# more join requests come from accounts that are not active: the site counts them but does not list them.',
  });
}
