import type { UseQueryResult } from '@tanstack/react-query';
import { paths } from '../../../routes/paths';
import { isApiError } from '../../../api/errors';
import type { Member, MembersResponse } from '../../../api/schemas/member';
import { Callout } from '../../../components/Callout';
import { describeSort, type ServerTable } from '../../../components/data-table/server-table';
import { NoResults, TableResults } from '../../../components/data-table/TableResults';
import { ErrorState } from '../../../components/ErrorState';
import { ExternalLink } from '../../../components/ExternalLink';
import { MissingPlaceNotice } from '../../../components/MissingPlaceNotice';
import { PlaceState } from '../../../components/PlaceState';
import { StaleDataNotice } from '../../../components/StaleDataNotice';
import { isolated } from '../../../lib/sentence';
import { pendingRequestsScreen, portalBaseFromProfileLink } from '../../../lib/site-links';
import type { SpaceInfo } from '../space-info';
import { membersUrlCodec, type MembersUrlState } from '../url-state';

interface MembersResultsProps {
  query: UseQueryResult<MembersResponse, Error>;
  state: MembersUrlState;
  space: SpaceInfo;
  site: string;
  table: ServerTable<Member>;
  /** The site answered `status=pending` with the active list (see api.ts). */
  refused: boolean;
  /** The account may act on the rows (features/spaces/member-actions/may-act.ts). */
  canAct: boolean;
  onClearSearch: () => void;
  onOpenMember: (member: Member) => void;
}

/** The members table, or why there is none: unknown space, no right, an error, no match. */
export function MembersResults(props: MembersResultsProps) {
  const { query, state, space, site, table, refused } = props;
  const response = query.data;
  if (!response && query.isError) {
    return <MembersError error={query.error} space={space} site={site} retry={query.refetch} />;
  }
  if (refused) {
    const active = membersUrlCodec.serialize({ ...state, status: 'active', page: 1 }).toString();
    return (
      <PlaceState
        title="This account cannot see join requests"
        backTo={paths.spaceMembers(space.slug, active)}
        backLabel="Show active members"
      >
        The site answered with the active members instead of the pending requests: only the site's
        administrators and this space's admins can see who asked to join.
      </PlaceState>
    );
  }
  const members = response?.members;
  const hiddenRequests =
    state.status === 'pending' && response && state.search.trim() === ''
      ? response.pending_count - response.members.total
      : 0;
  const listName = state.status === 'pending' ? 'Pending join requests' : 'Active members';
  // The site's own review screen, its address read from a listed profile's link.
  const portalBase =
    state.status === 'pending'
      ? (members?.data
          .map((member) => portalBaseFromProfileLink(member.xprofile?.permalink))
          .find((base) => base !== null) ?? null)
      : null;
  return (
    <div className="space-y-3">
      {query.isError ? (
        <StaleDataNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {hiddenRequests > 0 ? (
        <Callout tone="info">
          {hiddenRequests} more {hiddenRequests === 1 ? 'request comes' : 'requests come'} from
          profiles that are not active (blocked or awaiting approval): the site counts them in the
          badge but does not list them.
        </Callout>
      ) : null}
      {portalBase ? (
        <p className="text-sm text-ink-muted">
          {props.canAct
            ? 'The site has its own review screen too:'
            : 'This dashboard only reads: approve or decline requests on the site.'}{' '}
          <ExternalLink href={pendingRequestsScreen(portalBase, space.slug)}>
            Review join requests on {new URL(portalBase).host}
          </ExternalLink>
        </p>
      ) : null}
      <TableResults
        table={table}
        page={members && { ...members, rows: members.data.length }}
        busy={query.isPlaceholderData}
        caption={`${listName} of ${isolated(space.title)}, ${describeSort({ by: state.sortBy, dir: state.sortDir }, 'join date')}`}
        noun={state.status === 'pending' ? 'request' : 'member'}
        onOpenRow={props.onOpenMember}
        empty={
          <NoResults
            search={state.search}
            onClearSearch={props.onClearSearch}
            noMatch={state.status === 'pending' ? 'No pending requests match' : 'No members match'}
            emptyTitle={
              state.status === 'pending' ? 'No pending join requests' : 'No active members yet'
            }
          />
        }
      />
    </div>
  );
}

interface MembersErrorProps {
  error: Error;
  space: SpaceInfo;
  site: string;
  retry: () => unknown;
}

function MembersError({ error, space, site, retry }: MembersErrorProps) {
  if (isApiError(error) && error.isNotFound) {
    return (
      <div className="space-y-3">
        <MissingPlaceNotice kind="space" />
        <PlaceState
          title="No such space on this site"
          backTo={paths.spaces()}
          backLabel="Choose a space"
        >
          There is no space “<bdi>{space.slug}</bdi>” on {new URL(site).host}. Check the address, or
          choose a space from the list.
        </PlaceState>
      </div>
    );
  }
  if (isApiError(error) && error.isForbidden) {
    return (
      <PlaceState
        title="This account cannot see these members"
        backTo={paths.spaces()}
        backLabel="Choose another space"
      >
        The site refused the members of “<bdi>{space.title}</bdi>” to this account ({error.status}).
        Sign in as a site administrator or a moderator of this space.
      </PlaceState>
    );
  }
  return <ErrorState error={error} onRetry={() => void retry()} />;
}
