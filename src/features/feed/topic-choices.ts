import { matchesFolded } from '../../lib/fold-text';
import { SLUG_PATTERN } from '../../lib/url-params';
import type { KnownTopic } from './known-filters';

/** A suggestion of the topic picker: a known topic, or the typed text used as a slug. */
export type TopicChoice =
  | { readonly kind: 'topic'; readonly topic: KnownTopic }
  | { readonly kind: 'slug'; readonly slug: string };

/** Topics shown at most: the picker lists what matches the text. */
export const TOPIC_CHOICE_LIMIT = 12;

/**
 * The topics the picker knows: those of the loaded posts first (the feed's own), then the
 * site's list (site-topics.ts), each slug once.
 */
export function mergeTopics(
  fromPosts: readonly KnownTopic[],
  fromSite: readonly KnownTopic[],
): KnownTopic[] {
  const bySlug = new Map<string, KnownTopic>();
  for (const topic of [...fromPosts, ...fromSite]) {
    if (!bySlug.has(topic.slug)) bySlug.set(topic.slug, topic);
  }
  return [...bySlug.values()];
}

/**
 * The suggestions for `text`: known topics whose title or slug matches, then the typed text
 * as a slug when it could be one and is no known topic's (real sites filter by any slug).
 */
export function topicChoices(text: string, topics: readonly KnownTopic[]): TopicChoice[] {
  const typed = text.trim();
  const choices: TopicChoice[] = topics
    .filter((topic) => matchesFolded(typed, topic.title, topic.slug))
    .slice(0, TOPIC_CHOICE_LIMIT)
    .map((topic) => ({ kind: 'topic', topic }));
  if (typed !== '' && SLUG_PATTERN.test(typed) && !topics.some((topic) => topic.slug === typed)) {
    choices.push({ kind: 'slug', slug: typed });
  }
  return choices;
}
