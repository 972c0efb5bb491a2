import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { FeedOrder, PostStatus } from '../../../contract';
import type { PlaceTitles } from '../../routes/page-catalog';
import type { SignedInLocationOf } from '../../routes/signed-in-location';
import { feedFiltersCodec } from './url-state';

/**
 * The words naming a saved view of the feed (`Feed in General · topic “help” · popular first`),
 * from what its URL gives as the feed reads it (url-state.ts), in the language shown when the
 * view is saved. One phrase for every order and status of the contract: a value added there
 * fails typecheck here until it has words.
 */
const ORDER_WORDS: Record<FeedOrder, MessageDescriptor> = {
  new_activity: msg`new activity first`,
  latest: msg`latest first`,
  oldest: msg`oldest first`,
  popular: msg`popular first`,
  likes: msg`most liked first`,
  alphabetical: msg({ comment: 'A feed ordered by title', message: 'A–Z' }),
  unanswered: msg({ comment: 'A feed of posts without comments', message: 'unanswered' }),
};

const STATUS_WORDS: Record<PostStatus, MessageDescriptor> = {
  published: msg({ comment: 'A view of the posts with this status', message: 'published' }),
  pending: msg({ comment: 'A view of the posts with this status', message: 'in review' }),
  unlisted: msg({ comment: 'A view of the posts with this status', message: 'unlisted' }),
  scheduled: msg({ comment: 'A view of the posts with this status', message: 'scheduled' }),
};

export function feedViewWords(location: SignedInLocationOf<'feed'>, titles: PlaceTitles): string[] {
  const given = feedFiltersCodec.given(location.search);
  const slug = given.space?.text;
  const space = slug ? (titles.space(slug) ?? slug) : '';
  const words = [space ? t`Feed in ${space}` : t`Feed`];
  const topic = given.topic?.text.trim();
  if (topic) words.push(t`topic “${topic}”`);
  const userId = given.userId?.text;
  if (userId) words.push(t`by user #${userId}`);
  const text = given.search?.text.trim();
  if (text) words.push(t({ comment: 'The words a saved view searches for', message: `“${text}”` }));
  const { status, order } = given;
  if (status) words.push(status.value ? i18n._(STATUS_WORDS[status.value]) : status.text);
  if (order) words.push(order.value ? i18n._(ORDER_WORDS[order.value]) : order.text);
  if (given.hidePinned?.value) words.push(t`pinned post in place`);
  return words;
}
