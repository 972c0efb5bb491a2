import { named, type SentencePart } from '../../lib/sentence';

/** A name or title isolated by `isolated()` (lib/sentence.ts): U+2068 … U+2069. */
const ISOLATED_NAME = /\u2068([^\u2068\u2069]*)\u2069/g;

/**
 * A translated message whose names were given to it isolated (`isolated(name)` as the
 * placeholder's value), as the parts the shared notice bar and confirmation dialog take
 * (components/ActionNoticeBar.tsx, ConfirmDialog.tsx): each isolated name a part of its own,
 * shown in a `<bdi>`, wherever the language put it in the sentence
 * (docs/decisions/040-translations-with-lingui.md).
 */
export function messageParts(message: string): SentencePart[] {
  const parts: SentencePart[] = [];
  let last = 0;
  for (const match of message.matchAll(ISOLATED_NAME)) {
    if (match.index > last) parts.push(message.slice(last, match.index));
    parts.push(named(match[1] ?? ''));
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return parts;
}
