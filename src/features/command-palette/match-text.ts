import { foldText } from '../../lib/fold-text';

/**
 * How well typed text matches a name, best first: the whole name, its start, the start of one
 * of its words, anywhere in it; then only in another field (a username, a slug), not shown.
 */
export const MATCH_TIERS = {
  whole: 0,
  prefix: 1,
  wordStart: 2,
  substring: 3,
  elsewhere: 4,
} as const;

export type MatchTier = (typeof MATCH_TIERS)[keyof typeof MATCH_TIERS];

/** Where the typed text is in a name: `[start, end)` in the name as written, to highlight. */
export interface TextRange {
  start: number;
  end: number;
}

export interface TextMatch {
  tier: MatchTier;
  /** In the name; null when the text matched only another field. */
  range: TextRange | null;
}

/**
 * A name folded as a search compares it (case and accents aside: lib/fold-text.ts), with, for
 * each folded character, where its letter starts and ends in the name as written: "José" folds
 * to "jose", whose "e" is the "é" (one or two code units, the accent included).
 */
interface FoldedText {
  folded: string;
  starts: number[];
  ends: number[];
}

function foldWithOffsets(text: string): FoldedText {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const letter of text) {
    const next = offset + letter.length;
    const piece = foldText(letter);
    if (piece === '' && ends.length > 0) {
      // A combining accent: it belongs to the letter before it.
      ends[ends.length - 1] = next;
    }
    for (let index = 0; index < piece.length; index += 1) {
      starts.push(offset);
      ends.push(next);
    }
    folded += piece;
    offset = next;
  }
  return { folded, starts, ends };
}

/** Typed text as it is compared: folded, spaces around it dropped. */
export function foldQuery(text: string): string {
  return foldText(text.trim());
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

function isWordStart(folded: string, index: number): boolean {
  return index === 0 || !WORD_CHARACTER.test(folded[index - 1] ?? '');
}

/** Where `needle` (folded) is best found in `name`, or null; the earliest word start wins. */
function findInName(needle: string, name: string): TextMatch | null {
  const { folded, starts, ends } = foldWithOffsets(name);
  let first = -1;
  let wordStart = -1;
  for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + 1)) {
    if (first === -1) first = at;
    if (isWordStart(folded, at)) {
      wordStart = at;
      break;
    }
  }
  if (first === -1) return null;
  const at = wordStart === -1 ? first : wordStart;
  const range = { start: starts[at] ?? 0, end: ends[at + needle.length - 1] ?? name.length };
  if (at === 0) {
    return { tier: needle === folded ? MATCH_TIERS.whole : MATCH_TIERS.prefix, range };
  }
  return { tier: wordStart === -1 ? MATCH_TIERS.substring : MATCH_TIERS.wordStart, range };
}

/**
 * How `query` matches an entry named `name`, also known by `keywords`; null when it does not.
 * An empty query matches everything, with nothing to highlight.
 */
export function matchText(
  query: string,
  name: string,
  keywords: readonly string[] = [],
): TextMatch | null {
  const needle = foldQuery(query);
  if (needle === '') return { tier: MATCH_TIERS.whole, range: null };
  const inName = findInName(needle, name);
  if (inName) return inName;
  return keywords.some((keyword) => foldText(keyword).includes(needle))
    ? { tier: MATCH_TIERS.elsewhere, range: null }
    : null;
}

/** The entries that match (`matchOf` not null), best first; equally good ones keep their order. */
export function rankByMatch<T>(
  entries: readonly T[],
  matchOf: (entry: T) => TextMatch | null,
): Array<{ entry: T; match: TextMatch }> {
  return entries
    .flatMap((entry) => {
      const match = matchOf(entry);
      return match ? [{ entry, match }] : [];
    })
    .sort((a, b) => a.match.tier - b.match.tier);
}
