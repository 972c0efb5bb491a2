import type { FeedOrder, PostStatus } from '../../../contract';
import { quoted } from '../../lib/view-words';
import type { PlaceTitles } from '../../routes/page-catalog';
import type { SignedInLocationOf } from '../../routes/signed-in-location';
import { feedFiltersCodec } from './url-state';

/**
 * The words naming a saved view of the feed (`Feed in General · topic “help” · popular first`),
 * from what its URL gives as the feed reads it (url-state.ts). One phrase for every order and
 * status of the contract: a value added there fails typecheck here until it has words.
 */
const ORDER_WORDS: Record<FeedOrder, string> = {
  new_activity: 'new activity first',
  latest: 'latest first',
  oldest: 'oldest first',
  popular: 'popular first',
  likes: 'most liked first',
  alphabetical: 'A–Z',
  unanswered: 'unanswered',
};

const STATUS_WORDS: Record<PostStatus, string> = {
  published: 'published',
  pending: 'in review',
  unlisted: 'unlisted',
  scheduled: 'scheduled',
};

export function feedViewWords(location: SignedInLocationOf<'feed'>, titles: PlaceTitles): string[] {
  const given = feedFiltersCodec.given(location.search);
  const space = given.space?.text;
  const words = [space ? `Feed in ${titles.space(space) ?? space}` : 'Feed'];
  if (given.topic) words.push(`topic ${quoted(given.topic.text)}`);
  if (given.userId) words.push(`by user #${given.userId.text}`);
  const text = given.search?.text.trim();
  if (text) words.push(quoted(text));
  const { status, order } = given;
  if (status) words.push(status.value ? STATUS_WORDS[status.value] : status.text);
  if (order) words.push(order.value ? ORDER_WORDS[order.value] : order.text);
  if (given.hidePinned?.value) words.push('pinned post in place');
  return words;
}
