import { formatNumber } from '../../components/number-format';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createColumnHelper } from '@tanstack/react-table';
import type { Student } from '../../api/schemas/student';
import type { CsvValues } from '../../components/data-table/csv-columns';
import {
  sortableBy,
  type ServerColumnMeta,
  type ServerTableFeatures,
} from '../../components/data-table/server-table';
import { DateText } from '../../components/DateText';
import { profileBadges } from '../../components/profile/badges';
import { ProfileCell } from '../../components/profile/ProfileCell';
import { UsernameText } from '../../components/profile/UsernameText';
import { ProgressBar } from '../../components/ProgressBar';
import { StatusPill } from '../../components/StatusPill';
import { StudentRowActions } from './components/StudentRowActions';
import { courseProgressLabel } from './progress-label';
import { STUDENT_SORT_DEFAULTS } from './url-state';

/**
 * The students table: one row per student profile (behaviour.md, "Course students").
 * `progress` and `space_pivot` are not in the spec; shown when the site sends them.
 * `sort_by=created_at` sorts by enrollment, so the "Enrolled" column carries that sort.
 */
const helper = createColumnHelper<ServerTableFeatures, Student>();

/**
 * A column's name (header, column menu, CSV header) read in the language shown whenever the
 * table reads it: the columns are made once, their words each time they are drawn.
 */
function meta(label: MessageDescriptor, className?: string): ServerColumnMeta {
  return {
    get label() {
      return i18n._(label);
    },
    ...(className === undefined ? {} : { className }),
  };
}

export const studentColumns = helper.columns([
  helper.accessor('display_name', {
    ...sortableBy('display_name', STUDENT_SORT_DEFAULTS),
    enableHiding: false,
    meta: meta(msg`Student`, 'min-w-60'),
    // The row's actions sit beside the name, as on the members table.
    cell: ({ row }) => (
      <div className="flex items-center justify-between gap-3">
        <ProfileCell
          name={row.original.display_name}
          avatar={row.original.avatar}
          verified={row.original.is_verified}
          badges={profileBadges(row.original)}
        />
        <StudentRowActions student={row.original} />
      </div>
    ),
  }),
  helper.accessor('username', {
    id: 'username',
    enableSorting: false,
    meta: meta(msg`Username`),
    cell: ({ getValue }) => <UsernameText username={getValue()} />,
  }),
  helper.accessor('status', {
    id: 'status',
    enableSorting: false,
    meta: meta(msg`Profile`),
    cell: ({ getValue }) => <StatusPill value={getValue()} />,
  }),
  helper.accessor((student) => student.progress ?? null, {
    id: 'progress',
    enableSorting: false,
    meta: meta(msg`Progress`, 'min-w-36'),
    cell: ({ getValue, row }) => {
      const progress = getValue();
      if (progress === null) return <span className="text-ink-muted">—</span>;
      return (
        <ProgressBar value={progress} label={courseProgressLabel(row.original.display_name)} />
      );
    },
  }),
  helper.accessor((student) => student.space_pivot?.created_at ?? null, {
    ...sortableBy('created_at', STUDENT_SORT_DEFAULTS),
    meta: meta(msg`Enrolled`),
    cell: ({ getValue }) => <DateText value={getValue()} style="day" />,
  }),
  helper.accessor('last_activity', {
    ...sortableBy('last_activity', STUDENT_SORT_DEFAULTS),
    meta: meta(msg`Last activity`),
    cell: ({ getValue }) => <DateText value={getValue()} style="relative" />,
  }),
  helper.accessor('total_points', {
    id: 'points',
    enableSorting: false,
    meta: meta(msg`Points`, 'text-end'),
    cell: ({ getValue }) => <span className="tabular-nums">{formatNumber(getValue())}</span>,
  }),
]);

/** What each column writes to the CSV export: raw values, dates as the site sent them (UTC). */
export const studentCsvValues: CsvValues<Student> = {
  display_name: (student) => student.display_name,
  username: (student) => student.username,
  status: (student) => student.status,
  progress: (student) => student.progress,
  created_at: (student) => student.space_pivot?.created_at,
  last_activity: (student) => student.last_activity,
  points: (student) => student.total_points,
};
