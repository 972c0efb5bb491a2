import type { ENDPOINTS } from '../../../../contract';
import type { EndpointParams } from '../../../api/endpoint-params';

/**
 * The feed pages the insights read: `order_by_type=latest` (created_at, newest first) with the
 * pinned post left in its place (`disable_sticky=yes`; otherwise a space's pinned posts leave
 * `data` on every page; behaviour.md, "Sticky"), optionally one space's (`space` = its slug),
 * and no other filter: the posts the signed-in account's feed lists (for moderators that
 * includes posts in review, as on the feed page).
 */
export function feedWalkParams(
  space: string | null,
  page: number,
  perPage: number,
): EndpointParams<typeof ENDPOINTS.feeds> {
  return {
    page,
    per_page: perPage,
    order_by_type: 'latest',
    disable_sticky: 'yes',
    space: space ?? undefined,
  };
}
