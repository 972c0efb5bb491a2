import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef } from 'react';
import type { FeedRow } from '../feed-rows';
import { useFeedKeyboard } from '../hooks/use-feed-keyboard';
import { useFeedVirtualizer } from '../hooks/use-feed-virtualizer';
import { useListOffset } from '../hooks/use-list-offset';
import { useLoadAhead } from '../hooks/use-load-ahead';
import type { NewPostsState } from '../hooks/use-new-posts';
import { useReadingAnchor } from '../hooks/use-reading-anchor';
import { useToggleSet } from '../hooks/use-toggle-set';
import { FeedFooter, type FeedFooterProps } from './FeedFooter';
import { preloadPostDetails } from './LazyPostDetails';
import { NewPostsButton } from './NewPostsButton';
import { PostCard } from './PostCard';

interface FeedTimelineProps extends Omit<FeedFooterProps, 'sentinel' | 'count'> {
  rows: FeedRow[];
  /** Something is loading (first page, next page or a refresh): `aria-busy`. */
  busy: boolean;
  initialOffset: number | undefined;
  newPosts: NewPostsState;
}

/**
 * The posts, virtualized: only the rows near the window are in the DOM, however far one
 * scrolls. `role="feed"` with `aria-posinset`/`aria-setsize` on each article (the WAI-ARIA feed
 * pattern); the set size is -1 (unknown) until the last page has come.
 */
export function FeedTimeline({
  rows,
  busy,
  initialOffset,
  newPosts,
  ...footer
}: FeedTimelineProps) {
  const { t } = useLingui();
  const feedRef = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const scrollMargin = useListOffset(feedRef);
  const virtualizer = useFeedVirtualizer(rows, scrollMargin, initialOffset);
  const [openComments, toggleComments] = useToggleSet();
  const [openReactions, toggleReactions] = useToggleSet();
  const { hasNextPage, isFetchingNextPage, nextPageError, loadMore } = footer;
  const holdReadingRow = useReadingAnchor(virtualizer, rows, feedRef);
  // Code, not data: the first post opened should not wait on a download.
  useEffect(() => preloadPostDetails(), []);

  const showNewPosts = () => {
    // With no gap the new posts go on top of the loaded ones, under a reader who stays put;
    // with one, the feed starts again from the top.
    if (newPosts.complete) holdReadingRow();
    else window.scrollTo(0, 0);
    newPosts.show();
  };

  useLoadAhead({
    sentinel,
    enabled: hasNextPage && !isFetchingNextPage && !nextPageError,
    load: loadMore,
  });

  useFeedKeyboard({
    feed: feedRef,
    rowCount: rows.length,
    scrollToRow: useCallback(
      (index: number) => virtualizer.scrollToIndex(index, { align: 'start' }),
      [virtualizer],
    ),
    firstVisibleRow: useCallback(
      () => virtualizer.getVirtualItemForOffset(window.scrollY + 72)?.index ?? 0,
      [virtualizer],
    ),
    toggleComments,
    loadMore: useCallback(() => {
      if (hasNextPage && !isFetchingNextPage && !nextPageError) loadMore();
    }, [hasNextPage, isFetchingNextPage, nextPageError, loadMore]),
  });

  const setSize = hasNextPage ? -1 : rows.length;
  const items = virtualizer.getVirtualItems();
  return (
    <>
      <div className="relative">
        <NewPostsButton label={newPosts.label} onShow={showNewPosts} />
        <div
          ref={feedRef}
          role="feed"
          aria-label={t`Posts`}
          aria-busy={busy}
          className="relative w-full"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <div
                key={item.key}
                data-index={item.index}
                data-key={row.key}
                ref={virtualizer.measureElement}
                className="absolute start-0 top-0 w-full"
                style={{
                  transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
                }}
              >
                <PostCard
                  post={row.post}
                  pinned={row.pinned}
                  position={item.index + 1}
                  setSize={setSize}
                  commentsOpen={openComments.has(row.post.id)}
                  reactionsOpen={openReactions.has(row.post.id)}
                  onToggleComments={toggleComments}
                  onToggleReactions={toggleReactions}
                />
              </div>
            );
          })}
        </div>
      </div>
      <FeedFooter sentinel={sentinel} count={rows.length} {...footer} />
    </>
  );
}
