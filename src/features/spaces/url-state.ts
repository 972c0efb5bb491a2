import { MEMBER_SORT_DEFAULTS } from '../../../contract';
import { MEMBER_STATUSES, type MemberStatus } from '../../api/space-members';
import { tableParamFields, type TableParams } from '../../lib/table-params';
import { choiceParam, defineUrlCodec } from '../../lib/url-params';

/**
 * The members page's filters, all in the URL, so that a link or a saved view opens the same
 * list: the space is the path (`/spaces/:slug/members`), the rest are search parameters named
 * as in the API.
 */
export interface MembersUrlState extends TableParams {
  /** `active`: the default list; `pending`: the join requests (`status=pending`). */
  status: MemberStatus;
}

/** The API's default direction per column: oldest member first (behaviour.md, "Space members"). */
export { MEMBER_SORT_DEFAULTS };

export const membersUrlCodec = defineUrlCodec<MembersUrlState>({
  status: choiceParam('status', MEMBER_STATUSES, { default: 'active' }),
  ...tableParamFields(MEMBER_SORT_DEFAULTS),
});
