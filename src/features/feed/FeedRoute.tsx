import { useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { useApiClient } from '../../api/ApiClientProvider';
import { spacesQuery } from '../../api/directory';
import { IgnoredParamsNotice } from '../../components/IgnoredParamsNotice';
import { ProfilePanelHost } from '../../components/profile/ProfilePanelHost';
import { feedTimelineQuery } from './api';
import { FeedBody } from './components/FeedBody';
import { FeedToolbar } from './components/FeedToolbar';
import { buildFeedRows } from './feed-rows';
import { unnamedFilterNotes } from './filter-notes';
import { useFeedFilters } from './hooks/use-feed-filters';
import { useNewPosts } from './hooks/use-new-posts';
import { useScrollMemory } from './hooks/use-scroll-memory';
import { knownTopicsAndAuthors } from './known-filters';
import { PostActionsProvider } from './post-actions/PostActionsProvider';
import { useSiteTopics } from './site-topics';
import { mergeTopics } from './topic-choices';
import { clearedFilters } from './url-state';

/**
 * The feed timeline: every filter of `GET /feeds` in the URL, the space's pinned post on top,
 * posts loading ahead of the scroll, virtualized so it stays light after thousands of posts,
 * "3 new posts" on top while it is on screen (hooks/use-new-posts.ts), and each post's
 * moderation in place for those who may (post-actions/).
 */
export function FeedRoute() {
  // Read here, so the page's own words (the pickers' notes) follow a change of language too.
  const { t } = useLingui();
  const client = useApiClient();
  const location = useLocation();
  const { filters, shown, ignored, setFilters } = useFeedFilters();
  const query = useInfiniteQuery(feedTimelineQuery(client, filters));
  const spaces = useQuery(spacesQuery(client));

  const rows = useMemo(() => buildFeedRows(query.data?.pages ?? []), [query.data]);
  const newPosts = useNewPosts(filters, {
    rows,
    loaded: query.data !== undefined,
    loadedAt: query.dataUpdatedAt,
  });
  const known = useMemo(() => knownTopicsAndAuthors(rows), [rows]);
  const siteTopics = useSiteTopics(filters.space, filters.topic);
  const topics = useMemo(
    () => mergeTopics(known.topics, siteTopics.topics),
    [known.topics, siteTopics.topics],
  );
  const pageRef = useRef<HTMLDivElement>(null);
  const initialOffset = useScrollMemory(location.key, !query.isPending, pageRef);

  const names = {
    space: spaces.data?.find((space) => space.slug === filters.space)?.title,
    topic: topics.find((topic) => topic.slug === filters.topic)?.title,
    author: known.authors.find((author) => author.id === filters.userId)?.name,
  };
  const notes = unnamedFilterNotes(
    filters,
    { topics, authors: known.authors },
    { settled: query.isSuccess, empty: rows.length === 0 },
  );

  return (
    <div ref={pageRef} className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-3 py-5 md:px-5">
      <h1 className="text-xl font-semibold text-ink">{t`Feed`}</h1>
      <FeedToolbar
        filters={shown}
        setFilters={setFilters}
        topics={topics}
        onTopicsWanted={siteTopics.want}
        authors={known.authors}
        notes={notes}
      />
      <IgnoredParamsNotice ignored={ignored} />
      <PostActionsProvider>
        <FeedBody
          query={query}
          rows={rows}
          filters={filters}
          names={names}
          initialOffset={initialOffset}
          newPosts={newPosts}
          onClearFilters={() => setFilters(clearedFilters(filters))}
        />
      </PostActionsProvider>
      <ProfilePanelHost />
    </div>
  );
}
