import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApiClient } from '../../api/ApiClientProvider';
import { paths } from '../../routes/paths';
import { siteOfRoot } from '../../api/site';
import { ColumnsMenu } from '../../components/data-table/ColumnsMenu';
import { visibleCsvColumns } from '../../components/data-table/csv-columns';
import { useUrlTable } from '../../components/data-table/use-url-table';
import { ExportCsv } from '../../components/export/ExportCsv';
import { IgnoredParamsNotice } from '../../components/IgnoredParamsNotice';
import { PrefetchQuery } from '../../components/PrefetchQuery';
import { ProfileStatusNotice } from '../../components/profile-status/ProfileStatusNotice';
import { ProfileStatusProvider } from '../../components/profile-status/ProfileStatusProvider';
import { TopProgress } from '../../components/TopProgress';
import { exportFileName } from '../../lib/download';
import { placePageTitle } from '../../lib/page-title';
import { TABLE_COLUMNS_KEYS } from '../../lib/stored-visibility';
import { useUrlState } from '../../lib/url-state';
import type { Member } from '../../api/schemas/member';
import { pendingListRefused } from '../../api/space-members';
import { membersExportPage, membersListQuery, previousPageOfSpace } from './api';
import { memberColumns, memberCsvValues } from './columns';
import { MemberPanel } from './components/MemberPanel';
import { SpaceHeader } from './components/SpaceHeader';
import { MembersResults } from './components/MembersResults';
import { MembersToolbar } from './components/MembersToolbar';
import { BulkActionsProvider } from './bulk-actions/BulkActionsProvider';
import { memberColumnsWithSelect } from './bulk-actions/select-column';
import { useMayActInSpace } from './member-actions/may-act';
import { MemberActionsProvider } from './member-actions/MemberActionsProvider';
import { useRememberSpace, useSpaceInfo } from './space-info';
import { membersUrlCodec } from './url-state';

const NO_MEMBERS: Member[] = [];
const memberRowId = (member: Member) => String(member.id);

/** `/spaces/:slug/members`: a space's members, filtered, sorted and paged by the server. */
export function MembersRoute() {
  const { t } = useLingui();
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const client = useApiClient();
  const { state, ignored, setState } = useUrlState(membersUrlCodec);
  const space = useSpaceInfo(slug);
  const members = useQuery({
    ...membersListQuery(client, slug, state),
    placeholderData: previousPageOfSpace(slug),
  });
  const response = members.data;
  useRememberSpace(space, members.isSuccess);

  const refused = response ? pendingListRefused(state.status, response.members.data) : false;
  const mayAct = useMayActInSpace({
    slug,
    pendingListHonoured:
      state.status === 'pending' && members.isSuccess && !members.isPlaceholderData && !refused,
  });

  // The member whose panel is open, as last shown: a member blocked from the panel leaves the
  // lists (behaviour.md, "Space members": active profiles only), and the panel stays on them.
  const [openMember, setOpenMember] = useState<Member | null>(null);
  const openRow = openMember
    ? response?.members.data.find((member) => member.id === openMember.id)
    : undefined;
  if (openRow && openRow !== openMember) setOpenMember(openRow);
  const table = useUrlTable({
    columns: mayAct ? memberColumnsWithSelect : memberColumns,
    rows: response?.members.data ?? NO_MEMBERS,
    getRowId: memberRowId,
    state,
    setState,
    lastPage: response?.members.last_page,
    total: response?.members.total,
    columnsStorageKey: TABLE_COLUMNS_KEYS.members,
  });

  const goToSpace = (next: string) => {
    const keep = membersUrlCodec.serialize({ ...state, search: '', page: 1 }).toString();
    navigate(paths.spaceMembers(next, keep));
  };
  const exportJob = () => ({
    fileName: exportFileName(['members', slug, state.status], 'csv'),
    fetchPage: membersExportPage(client, slug, state),
    keyOf: (member: Member) => member.id,
    columns: visibleCsvColumns(table, memberCsvValues),
  });

  const results = (
    <MembersResults
      query={members}
      state={state}
      space={space}
      site={siteOfRoot(client.root)}
      table={table}
      refused={refused}
      canAct={mayAct}
      onClearSearch={() => setState({ search: '', page: 1 })}
      onOpenMember={setOpenMember}
    />
  );

  return (
    <ProfileStatusProvider>
      <div className="mx-auto w-full max-w-7xl space-y-4 p-4 md:p-6">
        <title>{placePageTitle(space.title, t`Members`)}</title>
        <SpaceHeader space={space} onSpaceChange={goToSpace} />
        <IgnoredParamsNotice ignored={ignored} />
        {response || members.isPending ? (
          <MembersToolbar
            slug={slug}
            state={state}
            onChange={setState}
            actions={
              <>
                <ColumnsMenu table={table} />
                <ExportCsv
                  job={exportJob}
                  noun="member"
                  disabled={!response || response.members.total === 0 || refused}
                />
              </>
            }
          />
        ) : null}
        <TopProgress
          active={members.isFetching && response !== undefined}
          label={t`Loading members`}
        />
        <ProfileStatusNotice />
        {mayAct ? (
          <MemberActionsProvider slug={slug} spaceTitle={space.title} status={state.status}>
            <BulkActionsProvider
              slug={slug}
              spaceTitle={space.title}
              filters={state}
              rows={response?.members.data ?? NO_MEMBERS}
              total={response?.members.total ?? 0}
            >
              {results}
            </BulkActionsProvider>
          </MemberActionsProvider>
        ) : (
          results
        )}
        {response?.members.has_more && !members.isPlaceholderData ? (
          <PrefetchQuery
            options={membersListQuery(client, slug, { ...state, page: state.page + 1 })}
          />
        ) : null}
        <MemberPanel
          member={openRow ?? openMember}
          space={space}
          onClose={() => setOpenMember(null)}
        />
      </div>
    </ProfileStatusProvider>
  );
}
