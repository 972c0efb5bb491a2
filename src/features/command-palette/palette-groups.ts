import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IconName } from '../../components/Icon';
import {
  foldQuery,
  MATCH_TIERS,
  matchText,
  rankByMatch,
  type MatchTier,
  type TextMatch,
  type TextRange,
} from './match-text';

/** The kinds of places the palette goes to, in the order it lists them when nothing is typed. */
export const PALETTE_GROUPS = [
  { id: 'pages', title: msg`Pages`, sought: msg`pages` },
  { id: 'spaces', title: msg`Spaces`, sought: msg`spaces` },
  { id: 'courses', title: msg`Courses`, sought: msg`courses` },
  { id: 'views', title: msg`Saved views`, sought: msg`saved views` },
  { id: 'members', title: msg`Members`, sought: msg`members` },
] as const satisfies ReadonlyArray<{
  id: string;
  /** The group's heading. */
  title: MessageDescriptor;
  /** The same kind of place inside a sentence ("Looking for spaces and members…"). */
  sought: MessageDescriptor;
}>;

export type PaletteGroupId = (typeof PALETTE_GROUPS)[number]['id'];

/** Somewhere the palette can go. */
export interface PaletteEntry {
  /** Unique among all entries: `space:general`, `member:12`. */
  key: string;
  /** What is matched and highlighted. */
  name: string;
  /** Also matched, not shown: a username, a slug. */
  keywords?: readonly string[];
  /** A second line: what opening it shows. */
  detail?: string;
  icon?: IconName;
  /** A space's emoji, shown instead of an icon. */
  emoji?: string;
  avatar?: { src: string | null; name: string };
  /**
   * The text the site found this entry for (a member directory search): it matches that text
   * even where its name does not show why (the site may search fields the palette never sees).
   */
  foundFor?: string;
  /** The in-app URL it opens (`paths`). */
  to: string;
  /** Runs just before the URL opens (a saved view restores its columns). */
  beforeOpen?: () => void;
}

/** An entry as listed for the typed text: where the text is in its name. */
export interface PaletteOption extends PaletteEntry {
  highlight: TextRange | null;
}

export interface PaletteGroup {
  id: PaletteGroupId;
  title: string;
  options: PaletteOption[];
  /** Entries that match, of which `options` are the best. */
  matched: number;
}

/** The most entries one group lists; typing narrows the rest down. */
export const GROUP_LIMIT = 6;

function matchOf(query: string, entry: PaletteEntry): TextMatch | null {
  const match = matchText(query, entry.name, entry.keywords);
  if (match || entry.foundFor === undefined) return match;
  return foldQuery(entry.foundFor) === foldQuery(query)
    ? { tier: MATCH_TIERS.elsewhere, range: null }
    : null;
}

/**
 * Groups for the typed text: in each, the matching entries best first (at most `limit`); groups
 * with a better best match come first, equal ones in the usual order. Members come last
 * whatever they match: they arrive from the site a moment later, and the list should not jump.
 */
export function paletteGroups(
  query: string,
  entriesOf: (group: PaletteGroupId) => readonly PaletteEntry[],
  limits: Readonly<Partial<Record<PaletteGroupId, number>>> = {},
): PaletteGroup[] {
  const ranked = PALETTE_GROUPS.flatMap(({ id, title }, order) => {
    const matches = rankByMatch(entriesOf(id), (entry) => matchOf(query, entry));
    if (matches.length === 0) return [];
    const best: MatchTier = matches[0]?.match.tier ?? MATCH_TIERS.elsewhere;
    const options = matches
      .slice(0, limits[id] ?? GROUP_LIMIT)
      .map(({ entry, match }) => ({ ...entry, highlight: match.range }));
    const group: PaletteGroup = { id, title: i18n._(title), options, matched: matches.length };
    return [{ group, order, rank: id === 'members' ? Number.POSITIVE_INFINITY : best }];
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.order - b.order).map(({ group }) => group);
}
