import { z } from 'zod';
import { FEED_ORDERS, type PostStatus } from '../db/repositories/feeds';
import {
  choiceParam,
  integerParam,
  listParam,
  pageParam,
  perPageParam,
  textParam,
} from '../http/query';
import { MAX_SEARCH_LENGTH } from './roster-query';

export const POST_STATUSES = [
  'published',
  'pending',
  'unlisted',
  'scheduled',
] as const satisfies readonly PostStatus[];

/**
 * The query of GET /feeds (behaviour.md, "Feeds"): per_page 1..100 (default 10), page ≥ 1,
 * unknown order_by_type → latest, unknown status or search_in values ignored.
 */
export const feedsQuerySchema = z.object({
  space: textParam(MAX_SEARCH_LENGTH),
  user_id: integerParam(0, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER).transform((id) =>
    id === 0 ? null : id,
  ),
  topic_slug: textParam(MAX_SEARCH_LENGTH),
  search: textParam(MAX_SEARCH_LENGTH),
  search_in: listParam,
  status: choiceParam(POST_STATUSES),
  order_by_type: choiceParam(FEED_ORDERS).transform((order) => order ?? 'latest'),
  disable_sticky: choiceParam(['yes'] as const),
  page: pageParam,
  per_page: perPageParam(10),
});

export type FeedsQuery = z.output<typeof feedsQuerySchema>;

/** `search_in[]`: post_content by default; post_comments adds comments; alone, only them. */
export function searchScope(values: readonly string[]): {
  inContent: boolean;
  inComments: boolean;
} {
  const inContent = values.includes('post_content');
  const inComments = values.includes('post_comments');
  return inContent || inComments
    ? { inContent, inComments }
    : { inContent: true, inComments: false };
}
