/** What the insights count, for progress lines and "where this comes from". */
export const NOUNS = {
  member: { one: 'member', other: 'members' },
  request: { one: 'join request', other: 'join requests' },
  membership: { one: 'membership', other: 'memberships' },
  student: { one: 'student', other: 'students' },
  post: { one: 'post', other: 'posts' },
} as const;

export type Noun = (typeof NOUNS)[keyof typeof NOUNS];

const numberFormat = new Intl.NumberFormat('en');

/** "2,000 members", "1 member". */
export function countOfNoun(count: number, noun: Noun): string {
  return `${numberFormat.format(count)} ${count === 1 ? noun.one : noun.other}`;
}
