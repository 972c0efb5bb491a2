import type { SentencePart } from '../../lib/sentence';

/** U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE, as `isolated()` writes them. */
const ISOLATED_NAME = /\u2068([^\u2068\u2069]*)\u2069/g;

/**
 * A translated message, its names from the site put in with `isolated()`, as the parts the
 * shared notice and dialog still take (components/ActionNoticeBar.tsx, ConfirmDialog.tsx): each
 * isolated name becomes a part of its own, drawn in a `<bdi>`, wherever the translation put it.
 * The sentence is one message (docs/decisions/040); only its names are cut out of it again.
 */
export function messageParts(message: string): SentencePart[] {
  const parts: SentencePart[] = [];
  let from = 0;
  for (const match of message.matchAll(ISOLATED_NAME)) {
    if (match.index > from) parts.push(message.slice(from, match.index));
    parts.push({ name: match[1] ?? '' });
    from = match.index + match[0].length;
  }
  if (from < message.length) parts.push(message.slice(from));
  return parts;
}
