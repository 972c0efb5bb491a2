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

/** The sentence as plain text: for attributes, announcements and tests. */
export function sentenceText(parts: readonly SentencePart[]): string {
  return parts.map((part) => (typeof part === 'string' ? part : part.name)).join('');
}
