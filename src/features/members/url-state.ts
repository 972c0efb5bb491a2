import {
  inUrlOrder,
  parseTableParams,
  reportUnknownParams,
  TABLE_PARAM_NAMES,
  writeTableParams,
  type SortDefaults,
  type TableParams,
} from '../../lib/table-params';
import type { UrlStateCodec } from '../../lib/url-state';

/**
 * The members page's filters, all in the URL (issue 4, "State and fetching"): the space is
 * the path (`/spaces/:slug/members`), the rest are search parameters named as in the API.
 */
export const MEMBER_STATUSES = ['active', 'pending'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export interface MembersUrlState extends TableParams {
  /** `active`: the default list; `pending`: the join requests (`status=pending`). */
  status: MemberStatus;
}

/** The API's own default direction per column: oldest member first (behaviour.md, "Space members"). */
export const MEMBER_SORT_DEFAULTS: SortDefaults = {
  created_at: 'ASC',
  display_name: 'ASC',
  last_activity: 'DESC',
};

const KNOWN_PARAMS = ['status', ...TABLE_PARAM_NAMES];

export const membersUrlCodec: UrlStateCodec<MembersUrlState> = {
  parse(params) {
    const ignored: string[] = [];
    reportUnknownParams(params, KNOWN_PARAMS, ignored);
    const rawStatus = params.get('status');
    let status: MemberStatus = 'active';
    if (rawStatus !== null) {
      if (rawStatus === 'active' || rawStatus === 'pending') status = rawStatus;
      else ignored.push(`status=${rawStatus}`);
    }
    const table = parseTableParams(params, MEMBER_SORT_DEFAULTS, ignored);
    return { state: { status, ...table }, ignored: inUrlOrder(params, ignored) };
  },
  serialize(state) {
    const params = new URLSearchParams();
    if (state.status !== 'active') params.set('status', state.status);
    writeTableParams(state, MEMBER_SORT_DEFAULTS, params);
    return params;
  },
};
