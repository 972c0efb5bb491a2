import * as z from 'zod/mini';
import { itemsThatParse, text } from './primitives';

/**
 * `GET /spaces/space_groups` read for its topics (behaviour.md, "Topics"): the space groups'
 * spaces and the spaces outside any group (`orphaned_spaces`), each with its `topics[]`. Only
 * slugs and titles are read; a space or topic that does not parse is left out, not the list.
 */
const topicSchema = z.object({ title: text, slug: text });

const spaceWithTopicsSchema = z.object({
  slug: text,
  topics: itemsThatParse(topicSchema),
});

export const spaceGroupsResponseSchema = z.object({
  groups: itemsThatParse(z.object({ spaces: itemsThatParse(spaceWithTopicsSchema) })),
  orphaned_spaces: itemsThatParse(spaceWithTopicsSchema),
});

export type SpaceGroupsResponse = z.infer<typeof spaceGroupsResponseSchema>;

/** A topic of the site, with the slugs of the spaces that offer it. */
export interface SiteTopic {
  slug: string;
  title: string;
  spaces: readonly string[];
}

/**
 * Every topic of the answer once (by slug), with every space it is offered in, sorted by title.
 * A topic without a slug cannot filter the feed and is left out; one without a title is named
 * by its slug.
 */
export function topicsOfSpaceGroups(response: SpaceGroupsResponse): SiteTopic[] {
  const bySlug = new Map<string, { title: string; spaces: string[] }>();
  const spaces = [...response.groups.flatMap((group) => group.spaces), ...response.orphaned_spaces];
  for (const space of spaces) {
    for (const topic of space.topics) {
      const slug = topic.slug.trim();
      if (slug === '') continue;
      const known = bySlug.get(slug) ?? { title: topic.title.trim() || slug, spaces: [] };
      if (space.slug && !known.spaces.includes(space.slug)) known.spaces.push(space.slug);
      bySlug.set(slug, known);
    }
  }
  return [...bySlug]
    .map(([slug, topic]) => ({ slug, ...topic }))
    .sort((a, b) => a.title.localeCompare(b.title));
}
