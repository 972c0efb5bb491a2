import { Trans, useLingui } from '@lingui/react/macro';
import type { Feed } from '../../../api/schemas/feed';
import { Avatar } from '../../../components/Avatar';
import { DateText } from '../../../components/DateText';
import { Icon } from '../../../components/Icon';
import { AuthorName } from '../../../components/profile/AuthorName';
import { VerifiedMark } from '../../../components/profile/VerifiedMark';
import { safeHttpUrl } from '../../../lib/safe-url';
import { isolated } from '../../../lib/sentence';
import { FilterLink } from './FilterLink';

/**
 * Author (avatar, name opening their profile panel, verified mark, badge, profile link on the
 * site), space, and when.
 */
export function PostHeader({ post }: { post: Feed }) {
  const { t } = useLingui();
  const author = post.xprofile;
  const userId = post.user_id;
  const name = author?.display_name || t`User ${userId}`;
  const member = isolated(name);
  const space = isolated(post.space?.title ?? '');
  const scheduled = post.status === 'scheduled' && post.scheduled_at;
  return (
    <header className="flex items-start gap-3">
      <Avatar src={safeHttpUrl(author?.avatar)} name={name} size={40} />
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
          <AuthorName profile={author} name={name} className="font-semibold break-all text-ink" />
          {author?.is_verified ? <VerifiedMark /> : null}
          {author?.badge ? (
            <span className="rounded-pill bg-accent/10 px-2 text-xs leading-5 text-accent">
              {author.badge}
            </span>
          ) : null}
          <FilterLink
            patch={{ userId: post.user_id }}
            className="inline-flex size-6 items-center justify-center rounded-control text-ink-muted hover:bg-surface-muted hover:text-ink"
            title={t`Show only posts by ${member}`}
            aria-label={t`Show only posts by ${member}`}
          >
            <Icon name="filter" className="size-3.5" />
          </FilterLink>
        </p>
        <p className="flex flex-wrap items-center gap-x-1.5 text-ink-muted">
          {post.space ? (
            <>
              <FilterLink
                patch={{ space: post.space.slug }}
                className="hover:text-ink hover:underline"
                title={t`Show only posts in ${space}`}
              >
                <bdi>
                  {post.space.settings?.emoji ? `${post.space.settings.emoji} ` : ''}
                  {post.space.title || post.space.slug}
                </bdi>
              </FilterLink>
              <span aria-hidden="true">·</span>
            </>
          ) : null}
          {scheduled ? (
            <span>
              <Trans>
                Scheduled, <DateText value={post.scheduled_at} style="relative" />
              </Trans>
            </span>
          ) : (
            <DateText value={post.created_at} style="relative" />
          )}
        </p>
      </div>
    </header>
  );
}
