import { paths } from '../../routes/paths';

/** Where a row of the overview's charts leads: the feed, filtered to what the row counts. */
const feedOf = (query: Record<string, string>) => paths.feed(new URLSearchParams(query));

export const overviewLinks = {
  space: (space: { slug: string }) => (space.slug ? feedOf({ space: space.slug }) : undefined),
  author: (author: { user_id: number }) => feedOf({ user_id: String(author.user_id) }),
  post: (post: { user_id: number; space: { slug: string } | null }) =>
    feedOf({
      ...(post.space?.slug ? { space: post.space.slug } : {}),
      user_id: String(post.user_id),
    }),
};
