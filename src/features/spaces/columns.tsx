import { createColumnHelper } from '@tanstack/react-table';
import type { Member } from '../../api/schemas/member';
import type { CsvValues } from '../../components/data-table/csv-columns';
import { sortableBy, type ServerTableFeatures } from '../../components/data-table/server-table';
import { DateText } from '../../components/DateText';
import { profileBadges } from '../../components/profile/badges';
import { ProfileCell } from '../../components/profile/ProfileCell';
import { UsernameText } from '../../components/profile/UsernameText';
import { StatusPill } from '../../components/StatusPill';
import { MemberRowActions } from './member-actions/MemberRowActions';
import { MEMBER_SORT_DEFAULTS } from './url-state';

/**
 * The members table: one row per membership (behaviour.md, "Space members"). Only name, join
 * date and last activity are sortable, as the API allows. A membership whose WordPress user
 * is gone comes with `xprofile: null`.
 */
const helper = createColumnHelper<ServerTableFeatures, Member>();
const numberFormat = new Intl.NumberFormat('en');

export const memberColumns = helper.columns([
  helper.accessor((member) => member.xprofile?.display_name ?? '', {
    ...sortableBy('display_name', MEMBER_SORT_DEFAULTS),
    enableHiding: false,
    meta: { label: 'Member', className: 'min-w-60' },
    cell: ({ row }) => {
      const profile = row.original.xprofile;
      // The row's actions sit beside the name, for an account that may act (member-actions/):
      // a column of their own would be a column the CSV export has no values for.
      return (
        <div className="flex items-center justify-between gap-3">
          <ProfileCell
            name={profile?.display_name ?? `Deleted user #${row.original.user_id}`}
            avatar={profile?.avatar ?? ''}
            verified={profile?.is_verified ?? false}
            badges={profile ? profileBadges(profile) : []}
          />
          <MemberRowActions member={row.original} />
        </div>
      );
    },
  }),
  helper.accessor((member) => member.xprofile?.username ?? '', {
    id: 'username',
    enableSorting: false,
    meta: { label: 'Username' },
    cell: ({ getValue }) => <UsernameText username={getValue()} />,
  }),
  helper.accessor('role', {
    id: 'role',
    enableSorting: false,
    meta: { label: 'Role' },
    cell: ({ getValue }) => <StatusPill value={getValue()} />,
  }),
  helper.accessor('status', {
    id: 'status',
    enableSorting: false,
    meta: { label: 'Status' },
    cell: ({ getValue }) => <StatusPill value={getValue()} />,
  }),
  helper.accessor('created_at', {
    ...sortableBy('created_at', MEMBER_SORT_DEFAULTS),
    meta: { label: 'Joined' },
    cell: ({ getValue }) => <DateText value={getValue()} style="day" />,
  }),
  helper.accessor((member) => member.xprofile?.last_activity ?? null, {
    ...sortableBy('last_activity', MEMBER_SORT_DEFAULTS),
    meta: { label: 'Last activity' },
    cell: ({ getValue }) => <DateText value={getValue()} style="relative" />,
  }),
  helper.accessor((member) => member.xprofile?.total_points ?? 0, {
    id: 'points',
    enableSorting: false,
    meta: { label: 'Points', className: 'text-right' },
    cell: ({ getValue }) => <span className="tabular-nums">{numberFormat.format(getValue())}</span>,
  }),
]);

/** What each column writes to the CSV export: raw values, dates as the site sent them (UTC). */
export const memberCsvValues: CsvValues<Member> = {
  display_name: (member) => member.xprofile?.display_name ?? '',
  username: (member) => member.xprofile?.username ?? '',
  role: (member) => member.role,
  status: (member) => member.status,
  created_at: (member) => member.created_at,
  last_activity: (member) => member.xprofile?.last_activity,
  points: (member) => member.xprofile?.total_points ?? 0,
};
