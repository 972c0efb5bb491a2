import { formatNumber } from '../../components/number-format';
import { plural, t } from '@lingui/core/macro';
import { isolated, named, type SentencePart, isolatedParts } from '../../lib/sentence';

/** A part of the reactions sentence: our words, a name, or the rest counted ("3 others"). */
export type ReactionsPart = string | { readonly name: string } | { readonly rest: string };

/** The rest counted, as the messages mark it for the page to make it a button. */
const REST = /<0>(.*?)<\/0>/;

/**
 * "Ana, Ben, Cy, and 12 others reacted.": who reacted, from the API's preview of at most three
 * reactions, with the rest of `reactions_count` counted (behaviour.md, "Feeds": `reactions`
 * is a preview, the real number is `reactions_count`). One message for each shape of the
 * sentence, with the count's plural in it, so each language words the whole sentence
 * (docs/decisions/040); each name is given to it isolated and comes back a part of its own, to
 * be isolated on the page, and the rest counted is marked `<0>…</0>`: the feed makes it the way
 * to see them all.
 */
function reactionsMessage(names: readonly string[], total: number): string {
  if (total <= 0) return t`No reactions yet.`;
  const shown = names.slice(0, Math.min(3, total)).map(isolated);
  const others = total - shown.length;
  const [first = '', second = '', third = ''] = shown;
  if (shown.length === 0) {
    return plural(total, { one: '<0># person</0> reacted.', other: '<0># people</0> reacted.' });
  }
  if (others <= 0) {
    if (shown.length === 1) return t`${first} reacted.`;
    if (shown.length === 2) return t`${first} and ${second} reacted.`;
    return t`${first}, ${second}, and ${third} reacted.`;
  }
  if (shown.length === 1) {
    return plural(others, {
      one: `${first} and <0># other</0> reacted.`,
      other: `${first} and <0># others</0> reacted.`,
    });
  }
  if (shown.length === 2) {
    return plural(others, {
      one: `${first}, ${second}, and <0># other</0> reacted.`,
      other: `${first}, ${second}, and <0># others</0> reacted.`,
    });
  }
  return plural(others, {
    one: `${first}, ${second}, ${third}, and <0># other</0> reacted.`,
    other: `${first}, ${second}, ${third}, and <0># others</0> reacted.`,
  });
}

/** The sentence in parts: our words, each name, and the rest counted. */
export function reactionsParts(names: readonly string[], total: number): ReactionsPart[] {
  const message = reactionsMessage(names, total);
  const rest = REST.exec(message);
  if (!rest) return isolatedParts(message);
  const before = message.slice(0, rest.index);
  const after = message.slice(rest.index + rest[0].length);
  return [...isolatedParts(before), { rest: rest[1] ?? '' }, ...isolatedParts(after)];
}

/** The sentence, each name a part of its own, to be isolated on the page (lib/sentence.ts). */
export function reactionsSentence(names: readonly string[], total: number): SentencePart[] {
  return reactionsParts(names, total).map((part) =>
    typeof part === 'string' ? part : 'name' in part ? named(part.name) : part.rest,
  );
}

/**
 * The part of the sentence that counts those it does not name: "12 others", or "5 people"
 * when it names nobody; null when it names everyone.
 */
export function reactionsRest(names: readonly string[], total: number): string | null {
  const rest = reactionsParts(names, total).find(
    (part): part is { rest: string } => typeof part !== 'string' && 'rest' in part,
  );
  return rest ? rest.rest : null;
}

/**
 * "3 comments", "1 reaction": English nouns only. The feed says its counts in messages of
 * their own, each with its plural (docs/decisions/040); nothing shown is made with this.
 */
export function countLabel(count: number, singular: string, pluralNoun: string): string {
  return `${formatNumber(count)} ${count === 1 ? singular : pluralNoun}`;
}
