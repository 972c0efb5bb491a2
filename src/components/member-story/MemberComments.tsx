import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { post } = comment;
  const permalink = safeHttpUrl(post?.permalink);
  const text = htmlToText(comment.message_rendered) || t`An empty comment`;
  const title = post ? postLabel(post) : '';
  return (
    <li className="space-y-0.5 text-sm">
      <p dir="auto" className="break-words text-ink">
        {text}
      </p>
      <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-ink-muted">
        <span>
          {post && permalink ? (
            <Trans comment="Where a comment was written: on a post, by its title">
              On{' '}
              <ExternalLink href={permalink} className="break-words">
                <bdi>{title}</bdi>
              </ExternalLink>
            </Trans>
          ) : post ? (
            <Trans comment="Where a comment was written: on a post, by its title">
              On <bdi>{title}</bdi>
            </Trans>
          ) : (
            <Trans>On a post that is gone</Trans>
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
  const { t } = useLingui();
  return (
    <StorySection title={t`Latest comments`}>
      {username === null ? (
        <StoryNote>
          <Trans>The site lists comments by username, and this member’s cannot be asked for.</Trans>
        </StoryNote>
      ) : (
        <CommentList username={username} />
      )}
    </StorySection>
  );
}

function CommentList({ username }: { username: string }) {
  const { t } = useLingui();
  const client = useApiClient();
  const comments = useQuery(memberCommentsQuery(client, username));
  if (comments.data?.status === 'refused') {
    return (
      <StoryNote>
        <Trans>The site does not show this member’s comments to this account.</Trans>
      </StoryNote>
    );
  }
  if (comments.data) {
    if (comments.data.items.length === 0) {
      return (
        <StoryNote>
          <Trans>No comments yet.</Trans>
        </StoryNote>
      );
    }
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
        title={t`Could not load the latest comments`}
        onRetry={() => void comments.refetch()}
        retrying={comments.isFetching}
      />
    );
  }
  return <StoryLoading label={t`Loading the latest comments`} />;
}
