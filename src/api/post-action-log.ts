import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ActionDescription } from '../lib/action-log/entry';
import { sentenceOf } from '../lib/action-log/what';
import type { SentencePart } from '../lib/sentence';
import { authorName, type PostAction } from './post-action';

/** The values of these messages that are names or titles from the site (action-log/what.ts). */
const NAMES = ['title', 'author', 'commenter', 'space'];

/** Whose comment, on which post (its title, else its author's name), and in which space. */
interface PostNames {
  title: string;
  author: string;
  commenter: string;
  space: string;
}

/** The four ways a post is named: by its title or its author, with its space or without. */
interface Phrasings {
  titled: (names: PostNames) => MessageDescriptor;
  titledIn: (names: PostNames) => MessageDescriptor;
  untitled: (names: PostNames) => MessageDescriptor;
  untitledIn: (names: PostNames) => MessageDescriptor;
}

/** What was done, one whole sentence for each action and way of naming the post. */
const SAID: Record<PostAction['kind'], Phrasings> = {
  pin: {
    titled: ({ title }) => msg`Pinned the post ${title}`,
    titledIn: ({ title, space }) => msg`Pinned the post ${title} in ${space}`,
    untitled: ({ author }) => msg`Pinned the post by ${author}`,
    untitledIn: ({ author, space }) => msg`Pinned the post by ${author} in ${space}`,
  },
  unpin: {
    titled: ({ title }) => msg`Unpinned the post ${title}`,
    titledIn: ({ title, space }) => msg`Unpinned the post ${title} in ${space}`,
    untitled: ({ author }) => msg`Unpinned the post by ${author}`,
    untitledIn: ({ author, space }) => msg`Unpinned the post by ${author} in ${space}`,
  },
  'comments-off': {
    titled: ({ title }) => msg`Turned off comments on the post ${title}`,
    titledIn: ({ title, space }) => msg`Turned off comments on the post ${title} in ${space}`,
    untitled: ({ author }) => msg`Turned off comments on the post by ${author}`,
    untitledIn: ({ author, space }) =>
      msg`Turned off comments on the post by ${author} in ${space}`,
  },
  'comments-on': {
    titled: ({ title }) => msg`Turned on comments on the post ${title}`,
    titledIn: ({ title, space }) => msg`Turned on comments on the post ${title} in ${space}`,
    untitled: ({ author }) => msg`Turned on comments on the post by ${author}`,
    untitledIn: ({ author, space }) => msg`Turned on comments on the post by ${author} in ${space}`,
  },
  publish: {
    titled: ({ title }) => msg`Published the post ${title}`,
    titledIn: ({ title, space }) => msg`Published the post ${title} in ${space}`,
    untitled: ({ author }) => msg`Published the post by ${author}`,
    untitledIn: ({ author, space }) => msg`Published the post by ${author} in ${space}`,
  },
  delete: {
    titled: ({ title }) => msg`Deleted the post ${title}`,
    titledIn: ({ title, space }) => msg`Deleted the post ${title} in ${space}`,
    untitled: ({ author }) => msg`Deleted the post by ${author}`,
    untitledIn: ({ author, space }) => msg`Deleted the post by ${author} in ${space}`,
  },
  'delete-comment': {
    titled: ({ commenter, title }) => msg`Deleted ${commenter}’s comment on the post ${title}`,
    titledIn: ({ commenter, title, space }) =>
      msg`Deleted ${commenter}’s comment on the post ${title} in ${space}`,
    untitled: ({ commenter, author }) =>
      msg`Deleted ${commenter}’s comment on the post by ${author}`,
    untitledIn: ({ commenter, author, space }) =>
      msg`Deleted ${commenter}’s comment on the post by ${author} in ${space}`,
  },
};

/**
 * A moderation action on a post as the action log keeps it (lib/action-log): what was done to
 * which post, in which space, whether the feed or the inbox sent it.
 */
export function describePostAction(action: PostAction): ActionDescription {
  const { post } = action;
  const title = post.title.trim();
  const space = post.space?.title;
  const commenter = action.kind === 'delete-comment' ? authorName(action.comment) : '';
  const names: PostNames = { title, author: authorName(post), commenter, space: space ?? '' };
  const said = SAID[action.kind];
  const phrasing = title
    ? space
      ? said.titledIn
      : said.titled
    : space
      ? said.untitledIn
      : said.untitled;
  const what: SentencePart[] = sentenceOf(phrasing(names), NAMES);
  return {
    action: `post.${action.kind}`,
    what: action.undoing ? undone(what) : what,
    subject: action.kind === 'delete-comment' ? commenter : title || undefined,
    ...(space ? { place: space } : {}),
  };
}

/** "Undo: Unpinned the post …": the sentence of what was undone, its names still apart. */
function undone(what: readonly SentencePart[]): SentencePart[] {
  return sentenceOf(
    msg({ comment: 'what is a sentence saying what was undone', message: `Undo: ${what}` }),
    ['what'],
  );
}
