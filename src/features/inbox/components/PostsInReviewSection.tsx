import { keepsWholeWhenSaved } from '../../../api/feed-actions';
import type { PostsInReview } from '../../../api/inbox/posts-in-review';
import type { InboxSection as Section } from '../../../api/inbox/use-inbox';
import type { Feed } from '../../../api/schemas/feed';
import { Button } from '../../../components/Button';
import { Callout } from '../../../components/Callout';
import { ErrorState } from '../../../components/ErrorState';
import { ExternalLink } from '../../../components/ExternalLink';
import { Sentence } from '../../../components/Sentence';
import { htmlToText } from '../../../lib/html-text';
import { safeHttpUrl } from '../../../lib/safe-url';
import { isolated, named } from '../../../lib/sentence';
import { postName } from '../inbox-actions';
import type { InboxActions } from '../use-inbox-actions';
import { waitingText } from '../waited';
import type { ConfirmRequest } from '../confirm-request';
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
  const { posts, mayHaveMore, filterIgnored } = section.data;
  return (
    <InboxSection
      title="Posts in review"
      count={posts.length}
      atLeast={mayHaveMore}
      countLabel={posts.length === 1 ? 'post waiting' : 'posts waiting'}
      loading={section.loading}
      empty={posts.length === 0 && !section.error}
      emptyText="No post is waiting in review."
      above={
        <>
          {section.error ? (
            <ErrorState
              error={new Error(section.error.message)}
              title="Could not read the posts in review"
              onRetry={section.error.retry}
            />
          ) : null}
          {filterIgnored ? (
            <Callout tone="info">
              This site lists posts in review among all the others (it has no moderation queue of
              its own), so only those among the posts read so far are shown and counted.
            </Callout>
          ) : null}
        </>
      }
      more={
        section.fetchMore
          ? { label: 'Show more', onMore: section.fetchMore, busy: section.fetchingMore }
          : null
      }
    >
      {posts.length > 0 ? (
        <ul aria-label="Posts in review" className="space-y-2">
          {posts.map((post) => {
            const title = postName(post);
            const author = post.xprofile?.display_name ?? `User #${post.user_id}`;
            const waiting = waitingText(post.created_at, now);
            const link = safeHttpUrl(post.permalink);
            const text = excerpt(post);
            return (
              <ItemRow
                key={post.id}
                person={{ name: author, avatar: post.xprofile?.avatar ?? '' }}
                actions={
                  <>
                    {link ? (
                      <ExternalLink href={link} className="self-center text-sm">
                        Review on the site
                      </ExternalLink>
                    ) : null}
                    {keepsWholeWhenSaved(post) ? (
                      <Button
                        size="sm"
                        variant="primary"
                        aria-label={`Publish ${isolated(title)}`}
                        disabled={actions.isBusy(`post:${post.id}`)}
                        onClick={() => actions.act({ kind: 'publish-post', post })}
                      >
                        Publish
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      aria-label={`Delete ${isolated(title)}`}
                      disabled={actions.isBusy(`post:${post.id}`)}
                      onClick={() =>
                        confirm({
                          question: ['Delete ', named(title), '?'],
                          consequence: 'The post is deleted with its comments and reactions.',
                          confirmLabel: 'Delete',
                          onConfirm: () => actions.act({ kind: 'delete-post', post }),
                        })
                      }
                    >
                      Delete
                    </Button>
                  </>
                }
              >
                <p>
                  <bdi className="font-medium text-ink">{title}</bdi>
                </p>
                <p className="text-ink-muted">
                  <Sentence
                    parts={[
                      'By ',
                      named(author),
                      ...(post.space ? [' in ', named(post.space.title)] : []),
                      waiting ? ` · ${waiting}` : '',
                    ]}
                  />
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
