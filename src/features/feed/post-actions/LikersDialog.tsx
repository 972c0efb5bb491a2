import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/ApiClientProvider';
import { postLikersQuery } from '../../../api/feed-reactions';
import type { Feed } from '../../../api/schemas/feed';
import { Avatar } from '../../../components/Avatar';
import { buttonClasses } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { ModalDialog } from '../../../components/ModalDialog';
import { Spinner } from '../../../components/Spinner';
import { safeHttpUrl } from '../../../lib/safe-url';
import { authorName } from './use-post-actions';

interface LikersDialogProps {
  /** The post whose likes are listed; null: closed. */
  post: Feed | null;
  onClose: () => void;
}

/**
 * Everyone who liked a post (`GET /feeds/{id}/reactions`), asked for when the dialog opens;
 * each name isolated, so a right-to-left name stays whole in the list.
 */
export function LikersDialog({ post, onClose }: LikersDialogProps) {
  return (
    <ModalDialog
      open={post !== null}
      title={post ? <WhoReactedTo post={post} /> : ''}
      onClose={onClose}
    >
      {post ? <Likers post={post} /> : null}
      <div className="flex justify-end">
        <button type="button" className={buttonClasses()} onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
    </ModalDialog>
  );
}

function WhoReactedTo({ post }: { post: Feed }) {
  const title = post.title;
  const author = authorName(post);
  return title ? (
    <Trans>
      Who reacted to “<bdi>{title}</bdi>”
    </Trans>
  ) : (
    <Trans>
      Who reacted to the post by <bdi>{author}</bdi>
    </Trans>
  );
}

function Likers({ post }: { post: Feed }) {
  const { t } = useLingui();
  const client = useApiClient();
  const query = useQuery(postLikersQuery(client, post.id));
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner /> <Trans>Loading who reacted…</Trans>
      </p>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        title={t`The list of who reacted could not be loaded`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { likes, mayBeMore } = query.data;
  const count = likes.length;
  if (likes.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        <Trans>Nobody the site lists has reacted to it.</Trans>
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink-muted">
        {mayBeMore ? (
          <Plural
            value={count}
            one="# person (the most the site lists)"
            other="# people (the most the site lists)"
          />
        ) : (
          <Plural value={count} one="# person" other="# people" />
        )}
      </p>
      {/* A long list scrolls: focusable, so the keyboard can scroll it too. */}
      <ul
        aria-label={t`People who reacted`}
        tabIndex={0}
        className="max-h-80 space-y-2 overflow-y-auto rounded-control pe-1 outline-offset-2"
      >
        {likes.map((like) => (
          <li key={like.user_id} className="flex items-center gap-2 text-sm text-ink">
            <Avatar
              src={safeHttpUrl(like.xprofile.avatar)}
              name={like.xprofile.display_name}
              size={28}
            />
            <bdi className="min-w-0 break-words">{authorName(like)}</bdi>
          </li>
        ))}
      </ul>
    </div>
  );
}
