import { i18n, type MessageDescriptor } from '@lingui/core';
import type { SentencePart } from '../sentence';

/** Private-use characters around a placeholder's number: never in a message or a name. */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKER = /\uE000(\d+)\uE001/;

/**
 * A message (a `msg` descriptor with its values) in the language shown, as the action log keeps
 * what was done: the values named in `names` (names and titles from the site) kept apart as
 * parts, so a page isolates each (lib/sentence.ts) and the log's text reads them as they are;
 * the words around them are the translator's, in the translator's order (docs/decisions/040).
 * Such a value may also be a sentence made so already ("Undo: …"), spliced in as its parts.
 */
export function sentenceOf(message: MessageDescriptor, names: readonly string[]): SentencePart[] {
  const values: Record<string, unknown> = { ...message.values };
  const kept: (string | readonly SentencePart[])[] = [];
  for (const key of names) {
    const value = values[key];
    if (typeof value !== 'string' && !Array.isArray(value)) continue;
    values[key] = `${OPEN}${kept.length}${CLOSE}`;
    kept.push(value as string | readonly SentencePart[]);
  }
  const { id, message: source } = message;
  const text = source === undefined ? i18n._(id, values) : i18n._(id, values, { message: source });
  const parts: SentencePart[] = [];
  text.split(MARKER).forEach((piece, index) => {
    if (index % 2 === 0) {
      if (piece !== '') parts.push(piece);
      return;
    }
    const value = kept[Number(piece)] ?? '';
    if (typeof value === 'string') parts.push({ name: value });
    else parts.push(...value);
  });
  return parts;
}
