import { Plural, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Feed } from '../../../api/schemas/feed';
import { Avatar } from '../../../components/Avatar';
import { DateText } from '../../../components/DateText';
import { AuthorName } from '../../../components/profile/AuthorName';
import { VerifiedMark } from '../../../components/profile/VerifiedMark';
import { SafeHtml } from '../../../components/SafeHtml';
import { safeHttpUrl } from '../../../lib/safe-url';
import { isolated } from '../../../lib/sentence';
import type { CommentNode } from '../comment-thread';
import { DeleteCommentButton } from '../post-actions/DeleteCommentButton';
import { MediaPreview } from './MediaPreview';

/** Replies shown under a comment before "Show more replies". */
const REPLIES_SHOWN = 2;
/** Deeper replies stop indenting, so a long conversation stays readable on a phone. */
const MAX_INDENT = 3;

interface CommentItemProps {
  post: Feed;
  node: CommentNode;
  depth: number;
}

export function CommentItem({ post, node, depth }: CommentItemProps) {
  const { t } = useLingui();
  const [showAllReplies, setShowAllReplies] = useState(false);
  const { comment, replies } = node;
  const userId = comment.user_id;
  const name = comment.xprofile?.display_name || t`User ${userId}`;
  const commenter = isolated(name);
  const reactions = comment.reactions_count;
  const shown = showAllReplies ? replies : replies.slice(0, REPLIES_SHOWN);
  const hidden = replies.length - shown.length;
  return (
    <li className="flex flex-col gap-2" data-comment-id={comment.id}>
      <div className="flex gap-2.5">
        <Avatar src={safeHttpUrl(comment.xprofile?.avatar)} name={name} size={28} />
        <div className="min-w-0 flex-1 rounded-control bg-surface-muted px-3 py-2 text-sm">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <AuthorName
              profile={comment.xprofile}
              name={name}
              className="font-semibold break-all text-ink"
            />
            {comment.xprofile?.is_verified ? (
              <VerifiedMark className="size-3.5 self-center" />
            ) : null}
            <span className="text-xs text-ink-muted">
              <DateText value={comment.created_at} style="relative" />
            </span>
            <DeleteCommentButton post={post} comment={comment} name={name} />
          </p>
          <SafeHtml html={comment.message_rendered} className="mt-1 text-ink" />
          {comment.meta.media_preview ? (
            <div className="mt-2 max-w-xs">
              <MediaPreview preview={comment.meta.media_preview} />
            </div>
          ) : null}
          {comment.reactions_count > 0 ? (
            <p className="mt-1 text-xs text-ink-muted">
              <Plural value={reactions} one="# reaction" other="# reactions" />
            </p>
          ) : null}
        </div>
      </div>
      {replies.length > 0 ? (
        <ul
          aria-label={t`Replies to ${commenter}`}
          className={`flex flex-col gap-2 ${depth < MAX_INDENT ? 'ms-9' : ''}`}
        >
          {shown.map((reply) => (
            <CommentItem key={reply.comment.id} post={post} node={reply} depth={depth + 1} />
          ))}
          {hidden > 0 ? (
            <li>
              <button
                type="button"
                onClick={() => setShowAllReplies(true)}
                className="text-sm font-medium text-accent hover:underline"
              >
                <Plural value={hidden} one="Show # more reply" other="Show # more replies" />
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}
