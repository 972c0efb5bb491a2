import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { query, state, space, site, table, refused } = props;
  const response = query.data;
  if (!response && query.isError) {
    return <MembersError error={query.error} space={space} site={site} retry={query.refetch} />;
  }
  if (refused) {
    const active = membersUrlCodec.serialize({ ...state, status: 'active', page: 1 }).toString();
    return (
      <PlaceState
        title={t`This account cannot see join requests`}
        backTo={paths.spaceMembers(space.slug, active)}
        backLabel={t`Show active members`}
      >
        <Trans>
          The site answered with the active members instead of the pending requests: only the
          site&apos;s administrators and this space&apos;s admins can see who asked to join.
        </Trans>
      </PlaceState>
    );
  }
  const members = response?.members;
  const hiddenRequests =
    state.status === 'pending' && response && state.search.trim() === ''
      ? response.pending_count - response.members.total
      : 0;
  // The site's own review screen, its address read from a listed profile's link.
  const portalBase =
    state.status === 'pending'
      ? (members?.data
          .map((member) => portalBaseFromProfileLink(member.xprofile?.permalink))
          .find((base) => base !== null) ?? null)
      : null;
  const portalHost = portalBase ? new URL(portalBase).host : '';
  const spaceName = isolated(space.title);
  const sort = describeSort({ by: state.sortBy, dir: state.sortDir }, t`join date`);
  const pending = state.status === 'pending';
  return (
    <div className="space-y-3">
      {query.isError ? (
        <StaleDataNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {hiddenRequests > 0 ? (
        <Callout tone="info">
          <Plural
            value={hiddenRequests}
            one="# more request comes from profiles that are not active (blocked or awaiting approval): the site counts them in the badge but does not list them."
            other="# more requests come from profiles that are not active (blocked or awaiting approval): the site counts them in the badge but does not list them."
          />
        </Callout>
      ) : null}
      {portalBase ? (
        <p className="text-sm text-ink-muted">
          {props.canAct
            ? t`The site has its own review screen too:`
            : t`This dashboard only reads: approve or decline requests on the site.`}{' '}
          <ExternalLink href={pendingRequestsScreen(portalBase, space.slug)}>
            <Trans>Review join requests on {portalHost}</Trans>
          </ExternalLink>
        </p>
      ) : null}
      <TableResults
        table={table}
        page={members && { ...members, rows: members.data.length }}
        busy={query.isPlaceholderData}
        caption={
          pending
            ? t({
                message: `Pending join requests of ${spaceName}, ${sort}`,
                comment:
                  'The table\'s caption; sort is how it is sorted ("sorted by name, ascending")',
              })
            : t({
                message: `Active members of ${spaceName}, ${sort}`,
                comment:
                  'The table\'s caption; sort is how it is sorted ("sorted by name, ascending")',
              })
        }
        noun={pending ? 'request' : 'member'}
        onOpenRow={props.onOpenMember}
        empty={
          <NoResults
            search={state.search}
            onClearSearch={props.onClearSearch}
            noMatch={pending ? t`No pending requests match` : t`No members match`}
            emptyTitle={pending ? t`No pending join requests` : t`No active members yet`}
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
  const { t } = useLingui();
  const host = new URL(site).host;
  const { slug, title } = space;
  if (isApiError(error) && error.isNotFound) {
    return (
      <div className="space-y-3">
        <MissingPlaceNotice kind="space" />
        <PlaceState
          title={t`No such space on this site`}
          backTo={paths.spaces()}
          backLabel={t`Choose a space`}
        >
          <Trans>
            There is no space “<bdi>{slug}</bdi>” on {host}. Check the address, or choose a space
            from the list.
          </Trans>
        </PlaceState>
      </div>
    );
  }
  if (isApiError(error) && error.isForbidden) {
    const status = error.status;
    return (
      <PlaceState
        title={t`This account cannot see these members`}
        backTo={paths.spaces()}
        backLabel={t`Choose another space`}
      >
        <Trans>
          The site refused the members of “<bdi>{title}</bdi>” to this account ({status}). Sign in
          as a site administrator or a moderator of this space.
        </Trans>
      </PlaceState>
    );
  }
  return <ErrorState error={error} onRetry={() => void retry()} />;
}
