import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiClientProvider';
import { spacesQuery } from '../../api/directory';
import { siteOfRoot } from '../../api/site';
import { listKnownSpaces } from '../../lib/known-places';
import { spaceEntry } from './palette-entries';
import { placeSource, type PaletteSource } from './palette-source';

/**
 * The site's spaces, from the same cache entry as the spaces page. A refusal is not asked again
 * each time the palette opens (`retryOnMount: false`); the spaces page still asks.
 */
export function useSpaceEntries(): PaletteSource {
  const client = useApiClient();
  const spaces = useQuery({ ...spacesQuery(client), retryOnMount: false });
  return placeSource(
    { items: spaces.data, isPending: spaces.isPending, error: spaces.error },
    spaceEntry,
    () => listKnownSpaces(siteOfRoot(client.root)),
    'spaces',
  );
}
