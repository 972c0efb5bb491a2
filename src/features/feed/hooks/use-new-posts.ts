import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useApiClient } from '../../../api/ApiClientProvider';
import { feedTimelineQuery } from '../api';
import type { FeedRow } from '../feed-rows';
import { prependPosts } from '../insert-new-posts';
import { newestLoaded, newPostsLabel } from '../new-posts';
import { newPostsQuery } from '../new-posts-query';
import type { FeedFilters } from '../url-state';

export interface NewPostsState {
  /** "3 new posts", or "" when there are none. */
  label: string;
  /** The new posts run without a gap down to the feed: they can be put on top of it. */
  complete: boolean;
  /** Puts them on top of the feed (from the cache, no request); with a gap, reloads page 1. */
  show: () => void;
}

interface LoadedFeed {
  rows: readonly FeedRow[];
  /** Whether the feed has loaded, and when. */
  loaded: boolean;
  loadedAt: number;
}

/** The feed's new posts, checked every 30 s while it is on screen (new-posts-query.ts). */
export function useNewPosts(
  filters: FeedFilters,
  { rows, loaded, loadedAt }: LoadedFeed,
): NewPostsState {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const since = useMemo(() => newestLoaded(rows), [rows]);
  const { data } = useQuery(newPostsQuery(client, filters, since, { enabled: loaded, loadedAt }));
  const posts = useMemo(() => {
    // The pinned post on top is not new, whatever its date.
    const shown = new Set(rows.map((row) => row.post.id));
    return data.posts.filter((post) => !shown.has(post.id));
  }, [data.posts, rows]);
  const { complete } = data;

  const show = useCallback(() => {
    const timeline = feedTimelineQuery(client, filters);
    if (complete) {
      queryClient.setQueryData(timeline.queryKey, (loadedFeed) => prependPosts(loadedFeed, posts));
    } else {
      // More new posts than the checks saw: start the feed again from its newest post.
      void queryClient.resetQueries({ queryKey: timeline.queryKey, exact: true });
    }
  }, [client, filters, complete, posts, queryClient]);

  return {
    label: posts.length > 0 ? newPostsLabel(posts.length, complete) : '',
    complete,
    show,
  };
}
