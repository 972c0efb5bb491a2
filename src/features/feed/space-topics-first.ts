import type { SiteTopic } from '../../api/schemas/space-groups';
import type { KnownTopic } from './known-filters';

/**
 * The site's topics as the topic picker lists them: with a space chosen, the topics that space
 * offers first (a post only takes topics offered in its space), then the others; each group in
 * the order given (by title).
 */
export function spaceTopicsFirst(topics: readonly SiteTopic[], space: string): KnownTopic[] {
  const offered = (topic: SiteTopic) => space !== '' && topic.spaces.includes(space);
  return [...topics.filter(offered), ...topics.filter((topic) => !offered(topic))].map(
    ({ slug, title }) => ({ slug, title }),
  );
}
