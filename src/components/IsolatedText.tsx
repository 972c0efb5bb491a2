import { Sentence } from './Sentence';
import { isolatedParts } from '../lib/sentence';

/**
 * A translated message that carries names isolated for plain text (`isolated(name)` as a
 * placeholder's value), shown on the page with each name in a `<bdi>` instead: the same
 * isolation, as markup, so one message serves both an announcement and the page.
 */
export function IsolatedText({ text }: { text: string }) {
  return <Sentence parts={isolatedParts(text)} />;
}
