import { safeParse } from 'zod/v4/core';
import {
  feedsResponseSchema,
  type Comment,
  type Feed,
  type FeedsResponse,
} from '../api/schemas/feed';
import { readSample } from './samples';

/** Real responses from the captured samples (behaviour.md), parsed as the app parses them. */
export function samplePage(name: string): FeedsResponse {
  const parsed = safeParse(feedsResponseSchema, readSample(name));
  if (!parsed.success) throw new Error(`${name} does not parse: ${parsed.error.message}`);
  return parsed.data;
}

const base = samplePage('feeds_space_general.json');

/** A real post with some fields replaced. */
export function makePost(patch: Partial<Feed> = {}): Feed {
  const post = base.sticky ?? base.feeds.data[0]!;
  return { ...post, ...patch };
}

/** A real comment with some fields replaced. */
export function makeComment(patch: Partial<Comment> = {}): Comment {
  const comment = base.sticky!.comments[0]!;
  return { ...comment, ...patch };
}

/** A feed page holding `posts`, as the API would send it. */
export function makePage(
  posts: Feed[],
  sticky: Feed | null = null,
  hasMore = false,
): FeedsResponse {
  return {
    feeds: {
      data: posts,
      current_page: 1,
      per_page: posts.length,
      from: 1,
      to: posts.length,
      total: posts.length,
      has_more: hasMore,
    },
    sticky,
  };
}
