import { t } from '@lingui/core/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiClientProvider';
import { memberDirectoryQuery } from '../../api/people';
import { memberEntry } from './palette-entries';
import { EMPTY_SOURCE, type PaletteSource } from './palette-source';

/** Members are searched from this many typed letters: one letter finds half the site. */
export const MEMBER_SEARCH_MIN_LENGTH = 2;
/** The most members the palette lists. */
export const MEMBER_LIMIT = 5;

const longEnough = (text: string) => [...text].length >= MEMBER_SEARCH_MIN_LENGTH;

/**
 * Members whose name or username holds the typed text, from the site's member directory (the
 * people pickers' query and cache: api/people.ts), asked once typing pauses (`search`). `text`
 * is what is typed now: the previous answer stays listed, matched against it, meanwhile.
 */
export function useMemberEntries(text: string, search: string): PaletteSource {
  const client = useApiClient();
  const directory = useQuery({
    ...memberDirectoryQuery(client, search),
    enabled: longEnough(search),
    placeholderData: keepPreviousData,
  });
  if (!longEnough(text)) return EMPTY_SOURCE;
  const answer = directory.data;
  if (answer?.status === 'refused') {
    return {
      ...EMPTY_SOURCE,
      note: t`This site does not list its members to this account, so the palette cannot find them.`,
    };
  }
  if (!answer && directory.isError) {
    return {
      ...EMPTY_SOURCE,
      note: t`The member directory did not answer: members are not listed.`,
    };
  }
  // Only the answer for the very text typed may list members whose name does not show why.
  const foundFor = directory.isPlaceholderData ? undefined : search;
  return {
    entries: answer?.people.map((person) => memberEntry(person, foundFor)) ?? [],
    loading: text !== search || directory.isFetching,
    note: null,
  };
}
