import { formatNumber } from '../../components/number-format';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
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

/**
 * A column's name (its header, the columns menu, the CSV's header), read in the language shown
 * each time the table asks for it: the columns are defined once, before any language is chosen.
 */
function label(name: MessageDescriptor, className?: string) {
  return {
    get label() {
      return i18n._(name);
    },
    ...(className ? { className } : {}),
  };
}

/** A membership whose WordPress user is gone, by its user's number. */
function deletedUser(userId: number): string {
  return t`Deleted user #${userId}`;
}

export const memberColumns = helper.columns([
  helper.accessor((member) => member.xprofile?.display_name ?? '', {
    ...sortableBy('display_name', MEMBER_SORT_DEFAULTS),
    enableHiding: false,
    meta: label(msg`Member`, 'min-w-60'),
    cell: ({ row }) => {
      const profile = row.original.xprofile;
      // The row's actions sit beside the name, for an account that may act (member-actions/):
      // a column of their own would be a column the CSV export has no values for.
      return (
        <div className="flex items-center justify-between gap-3">
          <ProfileCell
            name={profile?.display_name ?? deletedUser(row.original.user_id)}
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
    meta: label(msg`Username`),
    cell: ({ getValue }) => <UsernameText username={getValue()} />,
  }),
  helper.accessor('role', {
    id: 'role',
    enableSorting: false,
    meta: label(msg`Role`),
    cell: ({ getValue }) => <StatusPill value={getValue()} />,
  }),
  helper.accessor('status', {
    id: 'status',
    enableSorting: false,
    meta: label(msg`Status`),
    cell: ({ getValue }) => <StatusPill value={getValue()} />,
  }),
  helper.accessor('created_at', {
    ...sortableBy('created_at', MEMBER_SORT_DEFAULTS),
    meta: label(msg`Joined`),
    cell: ({ getValue }) => <DateText value={getValue()} style="day" />,
  }),
  helper.accessor((member) => member.xprofile?.last_activity ?? null, {
    ...sortableBy('last_activity', MEMBER_SORT_DEFAULTS),
    meta: label(msg`Last activity`),
    cell: ({ getValue }) => <DateText value={getValue()} style="relative" />,
  }),
  helper.accessor((member) => member.xprofile?.total_points ?? 0, {
    id: 'points',
    enableSorting: false,
    meta: label(msg`Points`, 'text-end'),
    cell: ({ getValue }) => <span className="tabular-nums">{formatNumber(getValue())}</span>,
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
