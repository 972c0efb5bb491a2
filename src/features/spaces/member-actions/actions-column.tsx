import { createColumnHelper } from '@tanstack/react-table';
import type { Member } from '../../../api/schemas/member';
import type { ServerTableFeatures } from '../../../components/data-table/server-table';
import { MemberRowActions } from './MemberRowActions';

const helper = createColumnHelper<ServerTableFeatures, Member>();

/** The row's action controls, last; only in the table of an account that may act (may-act.ts). */
export const memberActionsColumn = helper.display({
  id: 'actions',
  enableHiding: false,
  enableSorting: false,
  meta: { label: 'Actions', className: 'text-right' },
  cell: ({ row }) => <MemberRowActions member={row.original} />,
});
