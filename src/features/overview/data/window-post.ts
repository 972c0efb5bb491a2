import * as z from 'zod/mini';
import { int, text } from '../../../api/schemas/primitives';

/**
 * A post of a window of the feed as the overview keeps it: what its cards and charts read (the
 * post's author, space, counts, date and title), not the whole feed item. A feed item carries
 * every comment with its author's profile and the post's full HTML (~6 KB each on the benchmark:
 * 58 MB for a month of 8,772 posts); parsed whole, kept in the query cache and written to
 * IndexedDB, that was most of the overview's work. Zod keeps only the keys named here.
 */
export const windowPostSchema = z.object({
  id: int,
  user_id: int,
  title: text,
  /** Read for untitled posts only (their text stands in for a title); kept short (below). */
  message_rendered: text,
  created_at: text,
  comments_count: z.catch(int, 0),
  reactions_count: z.catch(int, 0),
  xprofile: z.nullable(z.object({ user_id: int, display_name: text, username: text })),
  space: z.nullable(z.object({ id: int, title: text, slug: text })),
});

/** A post of a feed window (see `windowPostSchema`). */
export type WindowPost = z.infer<typeof windowPostSchema>;

/** A window post's author. */
export type WindowAuthor = NonNullable<WindowPost['xprofile']>;

/** A window post's space. */
export type WindowSpace = NonNullable<WindowPost['space']>;

/**
 * How much of an untitled post's HTML is kept: a title needs its first 60 characters of text
 * (top-posts.ts), and this leaves room for the markup before them.
 */
export const UNTITLED_HTML_KEPT = 2_000;

/** The post as kept: a titled post's HTML is dropped, an untitled one's cut to its start. */
export function keptWindowPost(post: WindowPost): WindowPost {
  const html = post.title.trim() === '' ? post.message_rendered.slice(0, UNTITLED_HTML_KEPT) : '';
  return html === post.message_rendered ? post : { ...post, message_rendered: html };
}
