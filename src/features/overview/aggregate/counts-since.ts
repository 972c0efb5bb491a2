import { parseSiteDate } from '../../../lib/dates';

/**
 * How many of `posts` were created at or after each of `edges` (in the edges' order): the
 * counts the weekly chart takes by bisection, taken instead from posts already read. Only
 * exact for edges at or after the start of what was read whole. Dates that do not read are
 * left out.
 */
export function countsSince(
  posts: Iterable<{ created_at: string }>,
  edges: readonly Date[],
): number[] {
  const times = edges.map((edge) => edge.getTime());
  const counts = times.map(() => 0);
  for (const post of posts) {
    const created = parseSiteDate(post.created_at)?.getTime();
    if (created === undefined) continue;
    times.forEach((time, index) => {
      if (created >= time) counts[index]! += 1;
    });
  }
  return counts;
}

/** `countsSince` for all of `posts` and for each space's (by slug; posts without one count only in the total). */
export function countsSinceBySpace(
  posts: readonly { created_at: string; space: { slug: string } | null }[],
  edges: readonly Date[],
): { total: number[]; bySpace: Map<string, number[]> } {
  const bySlug = new Map<string, { created_at: string }[]>();
  for (const post of posts) {
    const slug = post.space?.slug;
    if (!slug) continue;
    const group = bySlug.get(slug);
    if (group) group.push(post);
    else bySlug.set(slug, [post]);
  }
  return {
    total: countsSince(posts, edges),
    bySpace: new Map([...bySlug].map(([slug, group]) => [slug, countsSince(group, edges)])),
  };
}
