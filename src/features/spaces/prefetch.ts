import { spacesQuery } from '../../api/directory';
import type { PagePrefetch } from '../../routes/page-prefetch';
import { membersListQuery } from './api';
import { membersUrlCodec } from './url-state';

/** The spaces list (SpacesRoute). */
export const prefetchSpacesPage: PagePrefetch = (queryClient, { client }) =>
  queryClient.prefetchQuery(spacesQuery(client));

/** A space's members as the URL asks, and the spaces its header is named from (MembersRoute). */
export const prefetchMembersPage: PagePrefetch = (queryClient, request) => {
  const { client, params, searchParams } = request;
  const slug = params.slug ?? '';
  return Promise.all([
    queryClient.prefetchQuery(
      membersListQuery(client, slug, membersUrlCodec.parse(searchParams).state),
    ),
    prefetchSpacesPage(queryClient, request),
  ]);
};
