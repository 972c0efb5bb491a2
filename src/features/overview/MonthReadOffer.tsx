import { Button } from '../../components/Button';
import { formatRelative } from '../../lib/dates';

const numberFormat = new Intl.NumberFormat('en');

/**
 * What a post costs to read through `GET /feeds`: its item carries every comment of the post
 * (docs/decisions/022: 56 MB for the benchmark's 8,749 posts of a month, ~6.4 KB a post).
 */
export const FEED_ITEM_BYTES = 6_400;

/** Posts a feed page carries (the most a page may ask for). */
const POSTS_PER_PAGE = 100;

/**
 * Requests one weekly count takes, searching the feed by date (pages of 20 dates): measured by
 * bench:insights over the benchmark's feed (about 186 requests for 8 week edges × 6 series).
 */
export const REQUESTS_PER_WEEKLY_COUNT = 4;

/**
 * "about 88 requests and 56 MB of data": what reading `posts` posts from the site costs (the
 * data as the browser reads it; compressed, less crosses the network).
 */
export function monthReadCost(posts: number): string {
  const requests = Math.max(1, Math.ceil(posts / POSTS_PER_PAGE));
  const megabytes = (posts * FEED_ITEM_BYTES) / 1_000_000;
  const size =
    megabytes < 1
      ? `${Math.max(1, Math.round(megabytes * 1000))} KB`
      : `${Math.round(megabytes)} MB`;
  return `about ${numberFormat.format(requests)} ${requests === 1 ? 'request' : 'requests'} and ${size} of data`;
}

/**
 * On a plain FluentCommunity site, the month's comments, reactions and rankings need every post
 * of the last 30 days read, page by page, from the site: offered with its cost, read only when
 * the admin asks (docs/decisions/038).
 */
export function MonthReadOffer({
  posts,
  weeklyCounts,
  readAt,
  onRead,
}: {
  /** Posts of the last 30 days as counted; undefined while they are counted. */
  posts: number | undefined;
  /** Counts the weekly chart then searches the feed for (week edges × series). */
  weeklyCounts: number;
  /** When the figures kept on this device were read; null when there are none. */
  readAt: Date | null;
  onRead: () => void;
}) {
  return (
    <section
      aria-labelledby="month-read-offer"
      className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-border bg-surface px-4 py-3"
    >
      <div className="min-w-56 flex-1 space-y-1 text-sm">
        <h2 id="month-read-offer" className="font-semibold text-ink">
          Comments, reactions and the busiest spaces, authors and posts
        </h2>
        <p className="text-ink-muted">
          {posts === undefined
            ? 'These need every post of the last 30 days read from the site, which is still counting them.'
            : `These need every post of the last 30 days read from the site: ${numberFormat.format(posts)} ${posts === 1 ? 'post' : 'posts'}, ${monthReadCost(posts)}; then about ${numberFormat.format(weeklyCounts * REQUESTS_PER_WEEKLY_COUNT)} small requests count the earlier weeks by space.`}{' '}
          {readAt
            ? `The figures below were read ${formatRelative(readAt)}.`
            : 'They are read only when you ask.'}
        </p>
      </div>
      <Button onClick={onRead}>{readAt ? 'Read them again' : 'Read the last 30 days'}</Button>
    </section>
  );
}
