import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApiClient } from '../../api/ApiClientProvider';
import { memberPostsQuery } from '../../api/member-story';
import type { StoryPost } from '../../api/schemas/member-story';
import { paths } from '../../routes/paths';
import { safeHttpUrl } from '../../lib/safe-url';
import { DateText } from '../DateText';
import { ErrorState } from '../ErrorState';
import { ExternalLink } from '../ExternalLink';
import { postLabel } from './post-label';
import { StoryLoading, StoryNote, StorySection } from './StorySection';

function PostItem({ post }: { post: StoryPost }) {
  const { t } = useLingui();
  const reactions = post.reactions_count;
  const comments = post.comments_count;
  const permalink = safeHttpUrl(post.permalink);
  const label = postLabel(post);
  return (
    <li className="space-y-0.5 text-sm">
      {permalink ? (
        <ExternalLink href={permalink} className="break-words">
          <bdi>{label}</bdi>
        </ExternalLink>
      ) : (
        <p dir="auto" className="font-medium break-words text-ink">
          {label}
        </p>
      )}
      <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-ink-muted">
        {post.space ? (
          <>
            <bdi>
              {post.space.settings.emoji ? `${post.space.settings.emoji} ` : ''}
              {post.space.title || post.space.slug}
            </bdi>
            <span aria-hidden="true">·</span>
          </>
        ) : null}
        <DateText value={post.created_at} style="relative" />
        <span aria-hidden="true">·</span>
        <span>
          {t`${plural(reactions, { one: '# reaction', other: '# reactions' })}, ${plural(comments, { one: '# comment', other: '# comments' })}`}
        </span>
      </p>
    </li>
  );
}

/**
 * The member's latest posts (`GET /feeds?user_id=…`), each linking to its page on the site,
 * and a link to the dashboard's feed filtered by them.
 */
export function MemberPosts({
  userId,
  name,
  onLeave,
}: {
  userId: number;
  name: string;
  onLeave?: () => void;
}) {
  const { t } = useLingui();
  const client = useApiClient();
  const posts = useQuery(memberPostsQuery(client, userId));
  const feedLink = paths.feed(new URLSearchParams({ user_id: String(userId) }));
  return (
    <StorySection
      title={t`Latest posts`}
      footer={
        posts.data && posts.data.length > 0 ? (
          <Link
            to={feedLink}
            onClick={onLeave}
            className="inline-block text-sm font-medium text-accent underline-offset-2 hover:underline"
          >
            <Trans>
              All posts by <bdi>{name}</bdi>
            </Trans>
          </Link>
        ) : null
      }
    >
      {posts.data ? (
        posts.data.length > 0 ? (
          <ul className="space-y-3">
            {posts.data.map((post) => (
              <PostItem key={post.id} post={post} />
            ))}
          </ul>
        ) : (
          <StoryNote>
            <Trans>No posts yet.</Trans>
          </StoryNote>
        )
      ) : posts.isError ? (
        <ErrorState
          error={posts.error}
          title={t`Could not load the latest posts`}
          onRetry={() => void posts.refetch()}
          retrying={posts.isFetching}
        />
      ) : (
        <StoryLoading label={t`Loading the latest posts`} />
      )}
    </StorySection>
  );
}
