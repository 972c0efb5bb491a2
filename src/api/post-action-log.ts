import type { ActionDescription } from '../lib/action-log/entry';
import { named, type SentencePart } from '../lib/sentence';
import { authorName, type PostAction } from './post-action';

const OPENING: Record<Exclude<PostAction['kind'], 'delete-comment'>, string> = {
  pin: 'Pinned ',
  unpin: 'Unpinned ',
  'comments-off': 'Turned off comments on ',
  'comments-on': 'Turned on comments on ',
  publish: 'Published ',
  delete: 'Deleted ',
};

/**
 * A moderation action on a post as the action log keeps it (lib/action-log): what was done to
 * which post, in which space, whether the feed or the inbox sent it.
 */
export function describePostAction(action: PostAction): ActionDescription {
  const { post } = action;
  const title = post.title.trim();
  const thePost: SentencePart[] = title
    ? ['the post ', named(title)]
    : ['the post by ', named(authorName(post))];
  const what: SentencePart[] =
    action.kind === 'delete-comment'
      ? ['Deleted ', named(authorName(action.comment)), '’s comment on ', ...thePost]
      : [OPENING[action.kind], ...thePost];
  const space = post.space?.title;
  if (space) what.push(' in ', named(space));
  return {
    action: `post.${action.kind}`,
    what: action.undoing ? ['Undo: ', ...what] : what,
    subject: action.kind === 'delete-comment' ? authorName(action.comment) : title || undefined,
    ...(space ? { place: space } : {}),
  };
}
