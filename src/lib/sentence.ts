/**
 * A sentence of ours with names and titles from the site in it. Each name is kept apart from
 * the words around it, so a page can isolate it (`<bdi>`, components/Sentence.tsx): a name
 * written right to left (Arabic, Hebrew) then stays one unit inside the English sentence
 * instead of pulling its neighbours' words and punctuation into its own direction
 * ("Ana, نورة, and 3 others reacted." read as ".and 3 others reacted ,نورة ,…").
 */
export type SentencePart = string | { readonly name: string };

/** A name or title from the site, to be isolated inside the sentence. */
export function named(name: string): SentencePart {
  return { name };
}

/** U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE. */
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * A name or title from the site (or words a person typed) isolated inside a string of ours
 * where no markup can go: an attribute (`title`, `aria-label`), an `<option>`'s text, the
 * document's title, an announcement. The two invisible characters do there what `<bdi>` does
 * in the page: the name takes its own direction and leaves the sentence's alone.
 */
export function isolated(name: string): string {
  return `${FIRST_STRONG_ISOLATE}${name}${POP_DIRECTIONAL_ISOLATE}`;
}

/** The sentence as plain text, each name isolated: for attributes and announcements. */
export function sentenceText(parts: readonly SentencePart[]): string {
  return parts.map((part) => (typeof part === 'string' ? part : isolated(part.name))).join('');
}

/** A name isolated in a string by `isolated()`: U+2068 … U+2069. */
const ISOLATED_NAME = /\u2068([^\u2068\u2069]*)\u2069/g;

/**
 * A translated message whose names were given to it isolated (`isolated(name)` as a
 * placeholder's value), as the parts of a sentence: each name a part of its own, wherever the
 * language put it, for what shows names in a `<bdi>` (components/Sentence.tsx) or keeps
 * sentences as parts (the action log). The sentence stays one message
 * (docs/decisions/040-translations-with-lingui.md); only its names are cut out of it again.
 */
export function isolatedParts(text: string): SentencePart[] {
  // split() with a capturing group: the sentence's pieces at even indexes, names at odd ones.
  return text
    .split(ISOLATED_NAME)
    .flatMap((part, index) => (index % 2 === 1 ? [named(part)] : part === '' ? [] : [part]));
}
