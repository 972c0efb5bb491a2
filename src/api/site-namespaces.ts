import { queryOptions } from '@tanstack/react-query';
import { RESPONSE_FIELDS_PARAM } from '../../contract';
import type { ApiClient } from './client';
import { restIndexSchema } from './schemas/wordpress';

/**
 * The REST namespaces a site lists (its index, only that field: ~100 bytes). Sign-in reads them
 * already and the session keeps them; this asks again only for a session kept from before that.
 */
export function siteNamespacesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: ['site', 'namespaces'] as const,
    queryFn: async ({ signal }) => {
      const index = await client.get('', {
        schema: restIndexSchema,
        params: { [RESPONSE_FIELDS_PARAM]: ['name', 'namespaces'].join(',') },
        signal,
      });
      return index.namespaces;
    },
    staleTime: Infinity,
  });
}
