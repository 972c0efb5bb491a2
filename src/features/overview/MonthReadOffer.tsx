import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { formatRelative } from '../../lib/dates';

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
  const exactMegabytes = (posts * FEED_ITEM_BYTES) / 1_000_000;
  const kilobytes = Math.max(1, Math.round(exactMegabytes * 1000));
  const megabytes = Math.round(exactMegabytes);
  const size =
    exactMegabytes < 1
      ? t({
          comment: 'A size in kilobytes.',
          message: plural(kilobytes, { one: '# KB', other: '# KB' }),
        })
      : t({
          comment: 'A size in megabytes.',
          message: plural(megabytes, { one: '# MB', other: '# MB' }),
        });
  return t({
    comment: '{size}: "56 MB", "640 KB".',
    message: plural(requests, {
      one: `about # request and ${size} of data`,
      other: `about # requests and ${size} of data`,
    }),
  });
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
  const { t } = useLingui();
  const smallRequests = weeklyCounts * REQUESTS_PER_WEEKLY_COUNT;
  const cost = posts === undefined ? '' : monthReadCost(posts);
  const when = readAt ? formatRelative(readAt) : '';
  return (
    <section
      aria-labelledby="month-read-offer"
      className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-border bg-surface px-4 py-3"
    >
      <div className="min-w-56 flex-1 space-y-1 text-sm">
        <h2 id="month-read-offer" className="font-semibold text-ink">
          <Trans>Comments, reactions and the busiest spaces, authors and posts</Trans>
        </h2>
        <p className="text-ink-muted">
          {posts === undefined
            ? t`These need every post of the last 30 days read from the site, which is still counting them.`
            : t({
                comment: '{cost}: "about 88 requests and 56 MB of data".',
                message: `These need every post of the last 30 days read from the site: ${plural(posts, { one: '# post', other: '# posts' })}, ${cost}; then about ${plural(smallRequests, { one: '# small request counts', other: '# small requests count' })} the earlier weeks by space.`,
              })}{' '}
          {readAt
            ? t({
                comment: '{when}: how long ago, e.g. "2 hours ago".',
                message: `The figures below were read ${when}.`,
              })
            : t`They are read only when you ask.`}
        </p>
      </div>
      <Button onClick={onRead}>
        {readAt ? <Trans>Read them again</Trans> : <Trans>Read the last 30 days</Trans>}
      </Button>
    </section>
  );
}
