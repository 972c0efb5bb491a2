import type { Feed } from '../../../api/schemas/feed';
import { formatExact, parseSiteDate } from '../../../lib/dates';

const STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'In review',
  unlisted: 'Unlisted',
  scheduled: 'Scheduled',
  draft: 'Draft',
};

interface Marker {
  label: string;
  title?: string;
  tone: 'warning' | 'muted' | 'pinned';
}

/** What sets a post apart: a status other than published, privacy, priority, pinned. */
export function postMarkers(post: Feed, pinnedOnTop: boolean): Marker[] {
  const markers: Marker[] = [];
  if (post.status && post.status !== 'published') {
    const scheduled = parseSiteDate(post.scheduled_at);
    markers.push({
      label: STATUS_LABELS[post.status] ?? post.status,
      title: scheduled ? `Publishes ${formatExact(scheduled)}` : `Status: ${post.status}`,
      tone: 'warning',
    });
  }
  // A post usually takes its space's privacy: say it once, and the post's own only if it differs.
  const spacePrivacy = post.space?.privacy;
  if (spacePrivacy && spacePrivacy !== 'public') {
    markers.push({ label: `${capitalise(spacePrivacy)} space`, tone: 'muted' });
  }
  if (post.privacy && post.privacy !== 'public' && post.privacy !== spacePrivacy) {
    markers.push({ label: `${capitalise(post.privacy)} post`, tone: 'muted' });
  }
  if (post.priority !== 0) {
    markers.push({ label: `Priority ${post.priority}`, tone: 'muted' });
  }
  if (post.meta.comments_disabled === 'yes') {
    markers.push({ label: 'Comments off', title: 'Nobody can comment on it', tone: 'muted' });
  }
  if (post.is_sticky && !pinnedOnTop) {
    markers.push({
      label: 'Pinned in its space',
      title: 'Shown on top of its space’s own feed',
      tone: 'pinned',
    });
  }
  return markers;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const tones = {
  warning: 'border-warning/40 bg-warning/10 text-warning',
  muted: 'border-border bg-surface-muted text-ink-muted',
  pinned: 'border-pinned/50 bg-surface text-ink',
};

export function PostMarkers({ post, pinnedOnTop }: { post: Feed; pinnedOnTop: boolean }) {
  const markers = postMarkers(post, pinnedOnTop);
  if (markers.length === 0) return null;
  return (
    <ul aria-label="Post status" className="flex flex-wrap gap-1.5">
      {markers.map((marker) => (
        <li
          key={marker.label}
          title={marker.title}
          className={`rounded-pill border px-2 text-xs leading-5 font-medium ${tones[marker.tone]}`}
        >
          {marker.label}
        </li>
      ))}
    </ul>
  );
}
