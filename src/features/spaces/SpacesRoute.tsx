import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiClientProvider';
import { spacesQuery } from '../../api/directory';
import { isApiError } from '../../api/errors';
import { siteOfRoot } from '../../api/site';
import { paths } from '../../routes/paths';
import { Callout } from '../../components/Callout';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PlaceCardSkeletons } from '../../components/PlaceCard';
import { RecentPlaces } from '../../components/RecentPlaces';
import { listKnownSpaces } from '../../lib/known-places';
import { pageTitle } from '../../lib/page-title';
import { OpenSpaceForm } from './components/OpenSpaceForm';
import { SpaceList } from './components/SpaceList';

/**
 * `/spaces`: choose a space. Filled from `GET /spaces`; where the site refuses that list
 * (behaviour.md, "Two more endpoints"), the spaces seen before on this site and a slug field.
 */
export function SpacesRoute() {
  const { t } = useLingui();
  const client = useApiClient();
  const spaces = useQuery(spacesQuery(client));
  const known = listKnownSpaces(siteOfRoot(client.root));
  const count = spaces.data ? spaces.data.length : null;
  const refused = isApiError(spaces.error) && (spaces.error.isForbidden || spaces.error.isNotFound);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 md:p-6">
      <title>{pageTitle(t`Spaces`)}</title>
      <header>
        <h1 className="text-2xl font-semibold text-ink">
          <Trans>Space members</Trans>
        </h1>
        <p className="mt-1 text-sm text-ink-muted">
          <Trans>Choose a space to see its members and its pending join requests.</Trans>
        </p>
      </header>
      <RecentPlaces
        places={known.map((space) => ({
          key: space.slug,
          to: paths.spaceMembers(space.slug),
          title: space.title,
          icon: space.emoji,
        }))}
      />
      <section aria-labelledby="all-spaces" className="space-y-3">
        <h2 id="all-spaces" className="text-sm font-semibold text-ink-muted">
          {count === null ? <Trans>All spaces</Trans> : <Trans>All spaces ({count})</Trans>}
        </h2>
        {spaces.isPending ? <PlaceCardSkeletons /> : null}
        {spaces.data && spaces.data.length > 0 ? <SpaceList spaces={spaces.data} /> : null}
        {spaces.data?.length === 0 ? (
          <EmptyState title={t`No spaces to show`}>
            <Trans>This site lists no spaces to this account. Open one by its slug below.</Trans>
          </EmptyState>
        ) : null}
        {refused ? (
          <Callout tone="info" title={t`This site does not list its spaces to this account`}>
            <Trans>Open a recently visited space above, or type a space’s slug below.</Trans>
          </Callout>
        ) : null}
        {spaces.isError && !refused ? (
          <ErrorState error={spaces.error} onRetry={() => void spaces.refetch()} />
        ) : null}
      </section>
      <OpenSpaceForm />
    </div>
  );
}
