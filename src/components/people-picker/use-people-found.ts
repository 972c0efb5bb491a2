import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiClientProvider';
import { memberDirectoryQuery, spaceMemberSearchQuery, type PeopleAnswer } from '../../api/people';
import { choosePeopleSource, type PeopleFound, type SourceState } from './people-source';

function stateOf(query: UseQueryResult<PeopleAnswer>, asked: boolean): SourceState {
  if (!asked) return { status: 'idle' };
  // The previous text's people stay on screen while the new text is searched.
  if (query.data) return { ...query.data, searching: query.isPlaceholderData };
  return query.isError ? { status: 'failed' } : { status: 'loading' };
}

/**
 * The people the site finds for `search`: its member directory, or, where that is refused,
 * the members of `space` (`''` for none). Nothing is asked while `search` is empty.
 */
export function usePeopleFound(search: string, space: string): PeopleFound {
  const client = useApiClient();
  const asked = search !== '';
  const directory = useQuery({
    ...memberDirectoryQuery(client, search),
    enabled: asked,
    placeholderData: keepPreviousData,
  });
  const directoryState = stateOf(directory, asked);
  const fallBack =
    space !== '' && (directoryState.status === 'refused' || directoryState.status === 'failed');
  const members = useQuery({
    ...spaceMemberSearchQuery(client, space, search),
    enabled: fallBack,
    placeholderData: keepPreviousData,
  });
  return choosePeopleSource(directoryState, space === '' ? null : stateOf(members, fallBack));
}
