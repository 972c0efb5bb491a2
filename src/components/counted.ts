import { plural } from '@lingui/core/macro';
import { formatNumber } from './number-format';

/**
 * A count with the thing counted, in the language shown: "1 member", "1,204 members". The
 * tables, exports and pickers are told what they list by an English noun in the singular
 * ("member", "student"); each noun the dashboard uses has a plural message of its own here,
 * so every language gets its own plural forms (Arabic has six). A noun not listed reads as the
 * number and the noun as given (a caller's new noun gets its message added here).
 */
export function countedNoun(count: number, noun: string): string {
  switch (noun) {
    case 'member':
      return plural(count, { one: '# member', other: '# members' });
    case 'request':
      return plural(count, { one: '# request', other: '# requests' });
    case 'student':
      return plural(count, { one: '# student', other: '# students' });
    case 'post':
      return plural(count, { one: '# post', other: '# posts' });
    case 'page':
      return plural(count, { one: '# page', other: '# pages' });
    case 'suggestion':
      return plural(count, { one: '# suggestion', other: '# suggestions' });
    case 'reaction':
      return plural(count, { one: '# reaction', other: '# reactions' });
    case 'comment':
      return plural(count, { one: '# comment', other: '# comments' });
    default:
      // A noun without its message: the number, then the noun as the caller wrote it.
      return `${formatNumber(count)} ${noun}`;
  }
}
