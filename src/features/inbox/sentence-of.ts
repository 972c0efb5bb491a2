import { i18n, type MessageDescriptor } from '@lingui/core';
import { named, type SentencePart } from '../../lib/sentence';

/** Holds a name's place while the translated message is cut (no message contains it). */
const MARK = '\u0000';

/**
 * A message of ours in the language shown, cut into the parts the shared notice bar and
 * confirmation dialog take (components/ActionNoticeBar.tsx, ConfirmDialog.tsx): the
 * placeholders listed in `names` become names from the site, each isolated in a `<bdi>` where
 * it is shown (lib/sentence.ts); the words around them, and their order, are the translator's
 * (docs/decisions/040-translations-with-lingui.md).
 */
export function sentenceOf(
  descriptor: MessageDescriptor,
  names: readonly string[],
): SentencePart[] {
  const values: Record<string, unknown> = { ...descriptor.values };
  const kept = new Map<string, string>();
  for (const key of names) {
    kept.set(key, String(values[key] ?? ''));
    values[key] = `${MARK}${key}${MARK}`;
  }
  const marked: MessageDescriptor = { ...descriptor, values };
  return i18n
    ._(marked)
    .split(MARK)
    .flatMap((piece, index): SentencePart[] => {
      if (index % 2 === 1) return [named(kept.get(piece) ?? piece)];
      return piece === '' ? [] : [piece];
    });
}
