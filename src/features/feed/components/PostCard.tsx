import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { Feed } from '../../../api/schemas/feed';
import { Icon } from '../../../components/Icon';
import { SafeHtml } from '../../../components/SafeHtml';
import { PostMenu } from '../post-actions/PostMenu';
import { DocumentList } from './DocumentList';
import { FeaturedImage } from './FeaturedImage';
import { LazyCommentsThread, LazyReactionsPreview } from './LazyPostDetails';
import { MediaGallery } from './MediaGallery';
import { MediaPreview } from './MediaPreview';
import { PostActions } from './PostActions';
import { PostHeader } from './PostHeader';
import { PostMarkers } from './PostMarkers';
import { PostTopics } from './PostTopics';
import { SurveyResults } from './SurveyResults';

interface PostCardProps {
  post: Feed;
  /** The space's pinned post, shown on top (behaviour.md, "Feeds": sticky). */
  pinned: boolean;
  /** 1-based position in the feed, for `aria-posinset`. */
  position: number;
  /** How many posts the feed has, or -1 while more may come (`total` is not a count). */
  setSize: number;
  commentsOpen: boolean;
  reactionsOpen: boolean;
  onToggleComments: (postId: number) => void;
  onToggleReactions: (postId: number) => void;
}

/**
 * One post of the feed. Memoised: a row re-renders only when its post or its open/closed
 * state changes, not when the virtualizer moves the rows around it.
 */
export const PostCard = memo(function PostCard(props: PostCardProps) {
  const { post, pinned } = props;
  const meta = post.meta;
  const titleId = `post-${post.id}-title`;
  const { t } = useLingui();
  const userId = post.user_id;
  const author = post.xprofile?.display_name || t`User ${userId}`;
  return (
    <article
      tabIndex={0}
      aria-posinset={props.position}
      aria-setsize={props.setSize}
      aria-labelledby={titleId}
      data-post-id={post.id}
      className={`flex flex-col gap-3 rounded-card border p-4 outline-offset-2 ${
        pinned
          ? 'border-pinned/60 bg-surface shadow-[inset_4px_0_0] shadow-pinned rtl:shadow-[inset_-4px_0_0]'
          : 'border-border bg-surface'
      }`}
    >
      {pinned ? (
        <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-ink uppercase">
          <Icon name="pin" className="size-4 text-pinned" />
          <Trans>Pinned post</Trans>
        </p>
      ) : null}
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <PostHeader post={post} />
        </div>
        <PostMenu post={post} />
      </div>
      <PostMarkers post={post} pinnedOnTop={pinned} />
      {post.title ? (
        <h2 id={titleId} dir="auto" className="text-lg font-semibold break-words text-ink">
          {post.title}
        </h2>
      ) : (
        <h2 id={titleId} className="sr-only">
          <Trans>
            Post by <bdi>{author}</bdi>
          </Trans>
        </h2>
      )}
      <FeaturedImage url={post.featured_image} />
      {post.message_rendered ? (
        <SafeHtml
          html={post.message_rendered}
          className="text-[0.95rem] leading-relaxed text-ink"
        />
      ) : null}
      {meta.media_preview ? <MediaPreview preview={meta.media_preview} /> : null}
      {meta.media_items?.length ? (
        <MediaGallery items={meta.media_items} permalink={post.permalink} />
      ) : null}
      {meta.document_lists?.length ? <DocumentList documents={meta.document_lists} /> : null}
      {meta.survey_config?.options.length ? <SurveyResults survey={meta.survey_config} /> : null}
      <PostTopics terms={post.terms} />
      <PostActions
        postId={post.id}
        commentsCount={post.comments_count}
        reactionsCount={post.reactions_count}
        commentsOpen={props.commentsOpen}
        reactionsOpen={props.reactionsOpen}
        commentsId={`post-${post.id}-comments`}
        reactionsId={`post-${post.id}-reactions`}
        permalink={post.permalink}
        onToggleComments={props.onToggleComments}
        onToggleReactions={props.onToggleReactions}
      />
      {props.reactionsOpen ? (
        <LazyReactionsPreview
          id={`post-${post.id}-reactions`}
          post={post}
          reactions={post.reactions}
          count={post.reactions_count}
        />
      ) : null}
      {props.commentsOpen ? (
        <LazyCommentsThread
          id={`post-${post.id}-comments`}
          post={post}
          comments={post.comments}
          count={post.comments_count}
        />
      ) : null}
    </article>
  );
});
