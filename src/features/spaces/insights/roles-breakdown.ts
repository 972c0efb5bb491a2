import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { intlLocale } from '../../../lib/i18n/intl-locale';
import { memberUnit } from './activity-recency';
import type { Member } from '../../../api/schemas/member';
import type { ChartTable } from '../../../components/charts/chart-table';
import { bucketTable, type BucketCount } from '../../../insights/aggregate/bucket-table';

/** The names of FluentCommunity's own roles (behaviour.md, "Space members"). */
const ROLE_LABELS: ReadonlyMap<string, MessageDescriptor> = new Map([
  ['admin', msg`Admin`],
  ['moderator', msg`Moderator`],
  ['member', msg`Member`],
  ['student', msg`Student`],
]);

/** A role's name: the known ones capitalised, any other as the site sent it, "" as "No role". */
function roleLabel(role: string): string {
  const known = ROLE_LABELS.get(role);
  return known ? i18n._(known) : role.trim() || t`No role`;
}

/**
 * The chart "Members by role": memberships counted by `role`, most first (ties by name).
 * Roles a site adds beyond admin, moderator and member keep their own name, one row each.
 */
export function rolesBreakdown(members: Iterable<Pick<Member, 'role'>>): ChartTable {
  const counts = new Map<string, number>();
  for (const { role } of members) counts.set(role, (counts.get(role) ?? 0) + 1);
  return rolesTable(counts);
}

/** The chart of members by role from counts by role, most first (ties by name). */
export function rolesTable(counts: ReadonlyMap<string, number>): ChartTable {
  const byName = new Intl.Collator(intlLocale(), { sensitivity: 'base' });
  const buckets: BucketCount[] = Array.from(counts, ([role, count]) => ({
    key: role,
    label: roleLabel(role),
    count,
  })).sort((a, b) => b.count - a.count || byName.compare(a.label, b.label));
  return bucketTable(buckets, {
    caption: t`Members by role`,
    rowHeader: t`Role`,
    series: { key: 'members', label: t`Members` },
    unit: memberUnit(),
  });
}
