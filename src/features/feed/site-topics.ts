import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
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
 */
export function useSiteTopics(space = ''): readonly KnownTopic[] {
  const client = useApiClient();
  const { data } = useQuery(siteTopicsQuery(client));
  return useMemo(() => (data ? spaceTopicsFirst(data, space) : NO_TOPICS), [data, space]);
}
