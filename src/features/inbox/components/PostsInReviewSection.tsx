import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepsWholeWhenSaved } from '../../../api/feed-actions';
import type { PostsInReview } from '../../../api/inbox/posts-in-review';
import type { InboxSection as Section } from '../../../api/inbox/use-inbox';
import type { Feed } from '../../../api/schemas/feed';
import { Button } from '../../../components/Button';
import { Callout } from '../../../components/Callout';
import { ErrorState } from '../../../components/ErrorState';
import { ExternalLink } from '../../../components/ExternalLink';
import { htmlToText } from '../../../lib/html-text';
import { safeHttpUrl } from '../../../lib/safe-url';
import { isolated } from '../../../lib/sentence';
import { postName } from '../inbox-actions';
import type { InboxActions } from '../use-inbox-actions';
import { waitingText } from '../waited';
import type { ConfirmRequest } from '../confirm-request';
import { sentenceOf } from '../sentence-of';
import { InboxSection } from './InboxSection';
import { ItemRow } from './ItemRow';

interface PostsInReviewSectionProps {
  section: Section<PostsInReview>;
  actions: InboxActions;
  confirm: (request: ConfirmRequest) => void;
  now: Date;
}

const excerpt = (post: Feed) => htmlToText(post.message_rendered);

/**
 * Posts waiting in review, oldest first. Each can be read on the site (where a moderator
 * publishes it) or deleted here. Publishing in place needs the post as written (its markdown
 * and topic ids, behaviour.md "Feeds": the feed sends it rendered), which the dashboard does
 * not read yet.
 */
export function PostsInReviewSection({
  section,
  actions,
  confirm,
  now,
}: PostsInReviewSectionProps) {
  const { t } = useLingui();
  const { posts, mayHaveMore, filterIgnored } = section.data;
  const count = posts.length;
  return (
    <InboxSection
      title={t`Posts in review`}
      count={posts.length}
      atLeast={mayHaveMore}
      countLabel={
        mayHaveMore
          ? t({
              comment: 'After a count shown apart: "12+ posts waiting".',
              message: 'posts waiting',
            })
          : t({
              comment: 'After the count, shown apart: "3 posts waiting".',
              message: plural(count, { one: 'post waiting', other: 'posts waiting' }),
            })
      }
      loading={section.loading}
      loadingLabel={t`Loading posts in review…`}
      empty={posts.length === 0 && !section.error}
      emptyText={t`No post is waiting in review.`}
      above={
        <>
          {section.error ? (
            <ErrorState
              error={new Error(section.error.message)}
              title={t`Could not read the posts in review`}
              onRetry={section.error.retry}
            />
          ) : null}
          {filterIgnored ? (
            <Callout tone="info">
              <Trans>
                This site lists posts in review among all the others (it has no moderation queue of
                its own), so only those among the posts read so far are shown and counted.
              </Trans>
            </Callout>
          ) : null}
        </>
      }
      more={
        section.fetchMore
          ? { label: t`Show more`, onMore: section.fetchMore, busy: section.fetchingMore }
          : null
      }
    >
      {posts.length > 0 ? (
        <ul aria-label={t`Posts in review`} className="space-y-2">
          {posts.map((post) => {
            const title = postName(post);
            const userId = post.user_id;
            const author = post.xprofile?.display_name ?? t`User #${userId}`;
            const spaceTitle = post.space?.title;
            const waiting = waitingText(post.created_at, now);
            const link = safeHttpUrl(post.permalink);
            const text = excerpt(post);
            const postTitle = isolated(title);
            return (
              <ItemRow
                key={post.id}
                person={{ name: author, avatar: post.xprofile?.avatar ?? '' }}
                actions={
                  <>
                    {link ? (
                      <ExternalLink href={link} className="self-center text-sm">
                        <Trans>Review on the site</Trans>
                      </ExternalLink>
                    ) : null}
                    {keepsWholeWhenSaved(post) ? (
                      <Button
                        size="sm"
                        variant="primary"
                        aria-label={t`Publish ${postTitle}`}
                        disabled={actions.isBusy(`post:${post.id}`)}
                        onClick={() => actions.act({ kind: 'publish-post', post })}
                      >
                        <Trans>Publish</Trans>
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      aria-label={t`Delete ${postTitle}`}
                      disabled={actions.isBusy(`post:${post.id}`)}
                      onClick={() =>
                        confirm({
                          question: sentenceOf(msg`Delete ${title}?`, ['title']),
                          consequence: t`The post is deleted with its comments and reactions.`,
                          confirmLabel: t`Delete`,
                          onConfirm: () => actions.act({ kind: 'delete-post', post }),
                        })
                      }
                    >
                      <Trans>Delete</Trans>
                    </Button>
                  </>
                }
              >
                <p>
                  <bdi className="font-medium text-ink">{title}</bdi>
                </p>
                <p className="text-ink-muted">
                  {spaceTitle !== undefined ? (
                    <Trans>
                      By <bdi>{author}</bdi> in <bdi>{spaceTitle}</bdi>
                    </Trans>
                  ) : (
                    <Trans>
                      By <bdi>{author}</bdi>
                    </Trans>
                  )}
                  {waiting ? ` · ${waiting}` : null}
                </p>
                {text ? (
                  <p dir="auto" className="mt-1 text-ink-muted">
                    {text}
                  </p>
                ) : null}
              </ItemRow>
            );
          })}
        </ul>
      ) : null}
    </InboxSection>
  );
}
