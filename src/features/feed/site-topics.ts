import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApiClient } from '../../api/ApiClientProvider';
import { siteTopicsQuery } from '../../api/directory';
import type { KnownTopic } from './known-filters';
import { spaceTopicsFirst } from './space-topics-first';

const NO_TOPICS: readonly KnownTopic[] = [];

/**
 * The site's own list of topics, which the topic picker offers after the topics of the loaded
 * posts (topic-choices.ts, mergeTopics): every topic of `GET /spaces/space_groups`, the chosen
 * `space`'s first. Nothing while it loads, and nothing for an account the site refuses it to
 * (behaviour.md, "Topics": space managers only) — the picker then has the posts' topics alone.
 *
 * Asked for only once wanted — the admin reaches for the topic picker (`want`), or the URL
 * names a topic whose title may be the site's alone — so opening the feed costs no request
 * for a list most visits never open.
 */
export function useSiteTopics(space: string, topicInUrl: string) {
  const client = useApiClient();
  const [reachedFor, setReachedFor] = useState(false);
  const { data } = useQuery({
    ...siteTopicsQuery(client),
    enabled: reachedFor || topicInUrl !== '',
  });
  const topics = useMemo(() => (data ? spaceTopicsFirst(data, space) : NO_TOPICS), [data, space]);
  return { topics, want: () => setReachedFor(true) };
}
