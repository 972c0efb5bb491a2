import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { Feed } from '../../../api/schemas/feed';
import { formatExact, parseSiteDate } from '../../../lib/dates';

const STATUS_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  pending: msg({ comment: 'A post’s status', message: 'In review' }),
  unlisted: msg({ comment: 'A post’s status', message: 'Unlisted' }),
  scheduled: msg({ comment: 'A post’s status', message: 'Scheduled' }),
  draft: msg({ comment: 'A post’s status', message: 'Draft' }),
};

/** The privacies a site's spaces and posts have (others are shown in the site's own word). */
const SPACE_PRIVACY: Readonly<Record<string, MessageDescriptor>> = {
  private: msg`Private space`,
  secret: msg`Secret space`,
};
const POST_PRIVACY: Readonly<Record<string, MessageDescriptor>> = {
  private: msg`Private post`,
  secret: msg`Secret post`,
};

interface Marker {
  /** Tells the markers apart (their labels are in the reader's language). */
  key: string;
  label: string;
  title?: string;
  tone: 'warning' | 'muted' | 'pinned';
}

/** What sets a post apart: a status other than published, privacy, priority, pinned. */
export function postMarkers(post: Feed, pinnedOnTop: boolean): Marker[] {
  const markers: Marker[] = [];
  if (post.status && post.status !== 'published') {
    const scheduled = parseSiteDate(post.scheduled_at);
    const status = post.status;
    const known = STATUS_LABELS[status];
    const when = scheduled ? formatExact(scheduled) : '';
    markers.push({
      key: 'status',
      label: known ? i18n._(known) : status,
      title: scheduled ? t`Publishes ${when}` : t`Status: ${status}`,
      tone: 'warning',
    });
  }
  // A post usually takes its space's privacy: say it once, and the post's own only if it differs.
  const spacePrivacy = post.space?.privacy;
  if (spacePrivacy && spacePrivacy !== 'public') {
    const known = SPACE_PRIVACY[spacePrivacy];
    const privacy = capitalise(spacePrivacy);
    markers.push({
      key: 'space-privacy',
      label: known
        ? i18n._(known)
        : t({ comment: '{privacy} is the site’s own word for it', message: `${privacy} space` }),
      tone: 'muted',
    });
  }
  if (post.privacy && post.privacy !== 'public' && post.privacy !== spacePrivacy) {
    const known = POST_PRIVACY[post.privacy];
    const privacy = capitalise(post.privacy);
    markers.push({
      key: 'post-privacy',
      label: known
        ? i18n._(known)
        : t({ comment: '{privacy} is the site’s own word for it', message: `${privacy} post` }),
      tone: 'muted',
    });
  }
  if (post.priority !== 0) {
    const priority = post.priority;
    markers.push({ key: 'priority', label: t`Priority ${priority}`, tone: 'muted' });
  }
  if (post.meta.comments_disabled === 'yes') {
    markers.push({
      key: 'comments-off',
      label: t`Comments off`,
      title: t`Nobody can comment on it`,
      tone: 'muted',
    });
  }
  if (post.is_sticky && !pinnedOnTop) {
    markers.push({
      key: 'pinned',
      label: t`Pinned in its space`,
      title: t`Shown on top of its space’s own feed`,
      tone: 'pinned',
    });
  }
  return markers;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const tones: Record<Marker['tone'], { className: string }> = {
  warning: { className: 'border-warning/40 bg-warning/10 text-warning' },
  muted: { className: 'border-border bg-surface-muted text-ink-muted' },
  pinned: { className: 'border-pinned/50 bg-surface text-ink' },
};

/** Rendered with its post (PostCard, which follows the language shown): `t` reads it. */
export function PostMarkers({ post, pinnedOnTop }: { post: Feed; pinnedOnTop: boolean }) {
  const markers = postMarkers(post, pinnedOnTop);
  if (markers.length === 0) return null;
  return (
    <ul aria-label={t`Post status`} className="flex flex-wrap gap-1.5">
      {markers.map((marker) => (
        <li
          key={marker.key}
          title={marker.title}
          className={`rounded-pill border px-2 text-xs leading-5 font-medium ${tones[marker.tone].className}`}
        >
          {marker.label}
        </li>
      ))}
    </ul>
  );
}
