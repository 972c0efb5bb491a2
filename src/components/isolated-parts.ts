import { named, type SentencePart } from '../lib/sentence';

/** A name isolated in a string by `isolated()` (lib/sentence.ts): U+2068 … U+2069. */
const ISOLATE = /\u2068([^\u2068\u2069]*)\u2069/g;

/**
 * A translated message that carries names isolated for plain text (`isolated(name)` as a
 * placeholder's value) as the parts of a sentence (lib/sentence.ts), each name a part of its
 * own: for what keeps sentences as parts (the action log, a page showing them in `<bdi>`).
 */
export function isolatedParts(text: string): SentencePart[] {
  // split() with a capturing group: the sentence's pieces at even indexes, names at odd ones.
  return text
    .split(ISOLATE)
    .flatMap((part, index) => (index % 2 === 1 ? [named(part)] : part === '' ? [] : [part]));
}
