import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { intlLocale } from '../lib/i18n/intl-locale';

/** What the insights count. */
export type NounKind = 'member' | 'request' | 'membership' | 'student' | 'post';

/**
 * What the insights count, for progress lines and "where this comes from": `one` and `other`
 * are the words in the language shown (read when read); the sentences that count them are
 * whole messages for each kind (NOUN_SENTENCES), so each language makes its own plurals and
 * cases (docs/decisions/040).
 */
export interface Noun {
  readonly kind?: NounKind;
  readonly one: string;
  readonly other: string;
}

function noun(kind: NounKind, one: MessageDescriptor, other: MessageDescriptor): Noun {
  return {
    kind,
    get one() {
      return i18n._(one);
    },
    get other() {
      return i18n._(other);
    },
  };
}

export const NOUNS = {
  member: noun('member', msg`member`, msg`members`),
  request: noun('request', msg`join request`, msg`join requests`),
  membership: noun('membership', msg`membership`, msg`memberships`),
  student: noun('student', msg`student`, msg`students`),
  post: noun('post', msg`post`, msg`posts`),
} as const satisfies Record<NounKind, Noun>;

/** The sentences about a kind of rows, each a whole message in every language. */
export interface NounSentences {
  /** "2,000 members", "1 member". */
  count(count: number): string;
  /** "312 of 2,000 members". */
  ofTotal(rows: number, total: number): string;
  /** "From all 2,000 members, 2 minutes ago"; "From 1 member, …"; "From no members, …". */
  fromAll(rows: number, when: string): string;
  /** "From 312 of 2,000 members — partial, cancelled 1 minute ago". */
  fromPartOf(rows: number, total: number, when: string): string;
  /** "From 312 posts — partial, cancelled 1 minute ago". */
  fromPart(rows: number, when: string): string;
  /** "Reading members stopped on an error: …." */
  stoppedOnError(error: string): string;
  /** "Reading members stopped on an error." */
  stoppedOnSomeError(): string;
  /** "Reading members was stopped before the end." */
  stopped(): string;
  /** "Could not read the members" */
  couldNotRead(): string;
}

/** A number in the language shown: "2,000", "2.000". */
function formatted(count: number): string {
  return new Intl.NumberFormat(intlLocale()).format(count);
}

const NOUN_SENTENCES: Record<NounKind, NounSentences> = {
  member: {
    count: (count) => plural(count, { one: '# member', other: '# members' }),
    ofTotal: (rows, total) => {
      const read = formatted(rows);
      return t`${read} of ${plural(total, { one: '# member', other: '# members' })}`;
    },
    fromAll: (rows, when) =>
      plural(rows, {
        0: `From no members, ${when}`,
        one: `From # member, ${when}`,
        other: `From all # members, ${when}`,
      }),
    fromPartOf: (rows, total, when) => {
      const read = formatted(rows);
      return t`From ${read} of ${plural(total, { one: '# member', other: '# members' })} — partial, cancelled ${when}`;
    },
    fromPart: (rows, when) =>
      t`From ${plural(rows, { one: '# member', other: '# members' })} — partial, cancelled ${when}`,
    stoppedOnError: (error) => t`Reading members stopped on an error: ${error}.`,
    stoppedOnSomeError: () => t`Reading members stopped on an error.`,
    stopped: () => t`Reading members was stopped before the end.`,
    couldNotRead: () => t`Could not read the members`,
  },
  request: {
    count: (count) => plural(count, { one: '# join request', other: '# join requests' }),
    ofTotal: (rows, total) => {
      const read = formatted(rows);
      return t`${read} of ${plural(total, { one: '# join request', other: '# join requests' })}`;
    },
    fromAll: (rows, when) =>
      plural(rows, {
        0: `From no join requests, ${when}`,
        one: `From # join request, ${when}`,
        other: `From all # join requests, ${when}`,
      }),
    fromPartOf: (rows, total, when) => {
      const read = formatted(rows);
      return t`From ${read} of ${plural(total, { one: '# join request', other: '# join requests' })} — partial, cancelled ${when}`;
    },
    fromPart: (rows, when) =>
      t`From ${plural(rows, { one: '# join request', other: '# join requests' })} — partial, cancelled ${when}`,
    stoppedOnError: (error) => t`Reading join requests stopped on an error: ${error}.`,
    stoppedOnSomeError: () => t`Reading join requests stopped on an error.`,
    stopped: () => t`Reading join requests was stopped before the end.`,
    couldNotRead: () => t`Could not read the join requests`,
  },
  membership: {
    count: (count) => plural(count, { one: '# membership', other: '# memberships' }),
    ofTotal: (rows, total) => {
      const read = formatted(rows);
      return t`${read} of ${plural(total, { one: '# membership', other: '# memberships' })}`;
    },
    fromAll: (rows, when) =>
      plural(rows, {
        0: `From no memberships, ${when}`,
        one: `From # membership, ${when}`,
        other: `From all # memberships, ${when}`,
      }),
    fromPartOf: (rows, total, when) => {
      const read = formatted(rows);
      return t`From ${read} of ${plural(total, { one: '# membership', other: '# memberships' })} — partial, cancelled ${when}`;
    },
    fromPart: (rows, when) =>
      t`From ${plural(rows, { one: '# membership', other: '# memberships' })} — partial, cancelled ${when}`,
    stoppedOnError: (error) => t`Reading memberships stopped on an error: ${error}.`,
    stoppedOnSomeError: () => t`Reading memberships stopped on an error.`,
    stopped: () => t`Reading memberships was stopped before the end.`,
    couldNotRead: () => t`Could not read the memberships`,
  },
  student: {
    count: (count) => plural(count, { one: '# student', other: '# students' }),
    ofTotal: (rows, total) => {
      const read = formatted(rows);
      return t`${read} of ${plural(total, { one: '# student', other: '# students' })}`;
    },
    fromAll: (rows, when) =>
      plural(rows, {
        0: `From no students, ${when}`,
        one: `From # student, ${when}`,
        other: `From all # students, ${when}`,
      }),
    fromPartOf: (rows, total, when) => {
      const read = formatted(rows);
      return t`From ${read} of ${plural(total, { one: '# student', other: '# students' })} — partial, cancelled ${when}`;
    },
    fromPart: (rows, when) =>
      t`From ${plural(rows, { one: '# student', other: '# students' })} — partial, cancelled ${when}`,
    stoppedOnError: (error) => t`Reading students stopped on an error: ${error}.`,
    stoppedOnSomeError: () => t`Reading students stopped on an error.`,
    stopped: () => t`Reading students was stopped before the end.`,
    couldNotRead: () => t`Could not read the students`,
  },
  post: {
    count: (count) => plural(count, { one: '# post', other: '# posts' }),
    ofTotal: (rows, total) => {
      const read = formatted(rows);
      return t`${read} of ${plural(total, { one: '# post', other: '# posts' })}`;
    },
    fromAll: (rows, when) =>
      plural(rows, {
        0: `From no posts, ${when}`,
        one: `From # post, ${when}`,
        other: `From all # posts, ${when}`,
      }),
    fromPartOf: (rows, total, when) => {
      const read = formatted(rows);
      return t`From ${read} of ${plural(total, { one: '# post', other: '# posts' })} — partial, cancelled ${when}`;
    },
    fromPart: (rows, when) =>
      t`From ${plural(rows, { one: '# post', other: '# posts' })} — partial, cancelled ${when}`,
    stoppedOnError: (error) => t`Reading posts stopped on an error: ${error}.`,
    stoppedOnSomeError: () => t`Reading posts stopped on an error.`,
    stopped: () => t`Reading posts was stopped before the end.`,
    couldNotRead: () => t`Could not read the posts`,
  },
};

/**
 * For rows of another kind (a noun given as its two words): the same sentences with the words
 * put in; they agree in English only.
 */
function sentencesOfWords({ one, other }: Noun): NounSentences {
  const nounOf = (count: number) => (count === 1 ? one : other);
  const nouns = other;
  return {
    count: (count) => {
      const number = formatted(count);
      const noun = nounOf(count);
      return `${number} ${noun}`;
    },
    ofTotal: (rows, total) => {
      const read = formatted(rows);
      const all = formatted(total);
      const noun = nounOf(total);
      return t`${read} of ${all} ${noun}`;
    },
    fromAll: (rows, when) => {
      const count = formatted(rows);
      if (rows === 0) return t`From no ${nouns}, ${when}`;
      const noun = nounOf(rows);
      if (rows === 1) return t`From ${count} ${noun}, ${when}`;
      return t`From all ${count} ${noun}, ${when}`;
    },
    fromPartOf: (rows, total, when) => {
      const read = formatted(rows);
      const all = formatted(total);
      const noun = nounOf(total);
      return t`From ${read} of ${all} ${noun} — partial, cancelled ${when}`;
    },
    fromPart: (rows, when) => {
      const read = formatted(rows);
      const noun = nounOf(rows);
      return t`From ${read} ${noun} — partial, cancelled ${when}`;
    },
    stoppedOnError: (error) => t`Reading ${nouns} stopped on an error: ${error}.`,
    stoppedOnSomeError: () => t`Reading ${nouns} stopped on an error.`,
    stopped: () => t`Reading ${nouns} was stopped before the end.`,
    couldNotRead: () => t`Could not read the ${nouns}`,
  };
}

/** The sentences about rows of `noun`'s kind (a noun of NOUNS, or any two words). */
export function nounSentences(noun: Noun): NounSentences {
  return noun.kind ? NOUN_SENTENCES[noun.kind] : sentencesOfWords(noun);
}

/** "2,000 members", "1 member". */
export function countOfNoun(count: number, noun: Noun): string {
  return nounSentences(noun).count(count);
}
