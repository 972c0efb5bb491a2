/**
 * What a post shows only once the admin opens it — its comments, who reacted — in a chunk of
 * its own (LazyPostDetails.tsx): the feed's first posts do not wait on it.
 */
export { CommentsThread } from './CommentsThread';
export { ReactionsPreview } from './ReactionsPreview';
