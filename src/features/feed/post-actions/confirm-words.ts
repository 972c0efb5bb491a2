import { plural, t } from '@lingui/core/macro';
import { isolated, type SentencePart, isolatedParts } from '../../../lib/sentence';
import { commentWithReplies } from './post-cache';
import type { ConfirmRequest } from './post-actions-context';
import { authorName } from './use-post-actions';

/** What the dialog asks before a post or a comment is deleted, naming it and its author. */
export function confirmWords(request: ConfirmRequest | null): {
  question: SentencePart[];
  consequence: string;
  confirmLabel: string;
} {
  if (request?.kind === 'delete-comment') {
    const replies = commentWithReplies(request.post.comments, request.comment.id).size - 1;
    const commenter = isolated(authorName(request.comment));
    return {
      question: isolatedParts(t`Delete ${commenter}’s comment?`),
      consequence:
        replies > 0
          ? plural(replies, {
              one: 'The comment and its # reply are deleted from the site. This cannot be undone.',
              other:
                'The comment and its # replies are deleted from the site. This cannot be undone.',
            })
          : t`The comment is deleted from the site. This cannot be undone.`,
      confirmLabel: t`Delete comment`,
    };
  }
  const post = request?.post;
  const author = isolated(post ? authorName(post) : '');
  const title = isolated(post?.title ?? '');
  return {
    question: isolatedParts(
      post?.title ? t`Delete “${title}” by ${author}?` : t`Delete the post by ${author}?`,
    ),
    consequence: t`The post is deleted from the site with its comments and reactions. This cannot be undone.`,
    confirmLabel: t`Delete post`,
  };
}
