import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiClientProvider';
import { memberCommentsQuery } from '../../api/member-story';
import type { StoryComment } from '../../api/schemas/member-story';
import { htmlToText } from '../../lib/html-text';
import { safeHttpUrl } from '../../lib/safe-url';
import { DateText } from '../DateText';
import { ErrorState } from '../ErrorState';
import { ExternalLink } from '../ExternalLink';
import { postLabel } from './post-label';
import { StoryLoading, StoryNote, StorySection } from './StorySection';

function CommentItem({ comment }: { comment: StoryComment }) {
  const { post } = comment;
  const permalink = safeHttpUrl(post?.permalink);
  const text = htmlToText(comment.message_rendered) || 'An empty comment';
  return (
    <li className="space-y-0.5 text-sm">
      <p dir="auto" className="break-words text-ink">
        {text}
      </p>
      <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-ink-muted">
        <span>
          On{' '}
          {post && permalink ? (
            <ExternalLink href={permalink} className="break-words">
              <bdi>{postLabel(post)}</bdi>
            </ExternalLink>
          ) : post ? (
            <bdi>{postLabel(post)}</bdi>
          ) : (
            'a post that is gone'
          )}
        </span>
        <span aria-hidden="true">·</span>
        <DateText value={comment.created_at} style="relative" />
      </p>
    </li>
  );
}

/**
 * The member's latest comments (`GET /profile/{username}/comments`), each with the post it
 * belongs to. The route takes usernames of letters, digits, `-` and `_` only, and a site may
 * keep a member's comments from this account: both are said in a sentence.
 */
export function MemberComments({ username }: { username: string | null }) {
  return (
    <StorySection title="Latest comments">
      {username === null ? (
        <StoryNote>
          The site lists comments by username, and this member’s cannot be asked for.
        </StoryNote>
      ) : (
        <CommentList username={username} />
      )}
    </StorySection>
  );
}

function CommentList({ username }: { username: string }) {
  const client = useApiClient();
  const comments = useQuery(memberCommentsQuery(client, username));
  if (comments.data?.status === 'refused') {
    return <StoryNote>The site does not show this member’s comments to this account.</StoryNote>;
  }
  if (comments.data) {
    if (comments.data.items.length === 0) return <StoryNote>No comments yet.</StoryNote>;
    return (
      <ul className="space-y-3">
        {comments.data.items.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </ul>
    );
  }
  if (comments.isError) {
    return (
      <ErrorState
        error={comments.error}
        title="Could not load the latest comments"
        onRetry={() => void comments.refetch()}
        retrying={comments.isFetching}
      />
    );
  }
  return <StoryLoading label="Loading the latest comments" />;
}
