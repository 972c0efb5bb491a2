import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { Comment, Feed } from '../../../api/schemas/feed';
import { countThread, threadComments } from '../comment-thread';
import { CommentItem } from './CommentItem';

/** Top-level comments shown before "Show more comments". */
const COMMENTS_SHOWN = 3;

interface CommentsThreadProps {
  id: string;
  /** The post they are on (what deleting one acts on). */
  post: Feed;
  comments: Comment[];
  /** `comments_count`: the site's own count, which may include comments hidden from us. */
  count: number;
}

/**
 * A post's comments, threaded by `parent_id`. They come with the post (behaviour.md, "Feeds":
 * every visible comment, flat), so opening them costs no request.
 */
export function CommentsThread({ id, post, comments, count }: CommentsThreadProps) {
  const { t } = useLingui();
  const [showAll, setShowAll] = useState(false);
  const thread = useMemo(() => threadComments(comments), [comments]);
  if (thread.length === 0) {
    return (
      <p id={id} className="text-sm text-ink-muted">
        {count > 0 ? (
          <Trans>The site did not send this post’s comments to this account.</Trans>
        ) : (
          <Trans>No comments yet.</Trans>
        )}
      </p>
    );
  }
  const shown = showAll ? thread : thread.slice(0, COMMENTS_SHOWN);
  const hiddenComments = countThread(thread) - countThread(shown);
  const notVisible = count - comments.length;
  return (
    <div id={id} className="flex flex-col gap-2">
      <ul aria-label={t`Comments`} className="flex flex-col gap-3">
        {shown.map((node) => (
          <CommentItem key={node.comment.id} post={post} node={node} depth={0} />
        ))}
      </ul>
      {hiddenComments > 0 ? (
        <button
          type="button"
          onClick={() => setShowAll(true)}
          className="self-start text-sm font-medium text-accent hover:underline"
        >
          <Plural value={hiddenComments} one="Show # more comment" other="Show # more comments" />
        </button>
      ) : null}
      {count > comments.length ? (
        <p className="text-xs text-ink-muted">
          <Plural
            value={notVisible}
            one="# comment is not visible to this account."
            other="# comments are not visible to this account."
          />
        </p>
      ) : null}
    </div>
  );
}
