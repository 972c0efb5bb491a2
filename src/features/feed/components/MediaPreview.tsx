import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { MediaPreview as Preview } from '../../../api/schemas/feed';
import { Icon } from '../../../components/Icon';
import { SafeHtml } from '../../../components/SafeHtml';
import { safeHttpUrl } from '../../../lib/safe-url';
import { isAllowedEmbed } from '../../../lib/sanitize';
import { LazyImage } from './LazyImage';
import { mediaSize } from './media-size';

/** The players' own names, as they write them (names: not translated). */
const PROVIDERS: Readonly<Record<string, { name: string }>> = {
  youtube: { name: 'YouTube' },
  vimeo: { name: 'Vimeo' },
  giphy: { name: 'GIPHY' },
};

/** The player's or site's name; null when there is none to give. */
function providerName(preview: Preview): string | null {
  const provider = preview.provider ?? '';
  const known = PROVIDERS[provider.toLowerCase()];
  if (known) return known.name;
  if (provider) return provider;
  const url = safeHttpUrl(preview.url);
  return url ? new URL(url).hostname : null;
}

/** The iframe of an oEmbed, if it comes from a player we allow (see lib/sanitize.ts). */
function embeddedPlayer(html: string | undefined): boolean {
  const src = /<iframe[^>]*\ssrc="([^"]+)"/i.exec(html ?? '')?.[1];
  return src !== undefined && isAllowedEmbed(src.replace(/&amp;/g, '&'));
}

/**
 * `meta.media_preview` (behaviour.md, "Feeds"): an image (e.g. GIPHY), a video embed, or a
 * link card. An embed shows its thumbnail until asked to play: a feed of thousands of posts
 * must not start dozens of third-party players while scrolling.
 */
export function MediaPreview({ preview }: { preview: Preview }) {
  const { t } = useLingui();
  const [playing, setPlaying] = useState(false);
  const image = safeHttpUrl(preview.image);
  const url = safeHttpUrl(preview.url);
  const provider = providerName(preview) ?? t`Link`;
  const title = preview.title;
  const size = mediaSize(preview.width, preview.height);

  if (preview.type === 'image' && image) {
    return (
      <LazyImage
        src={image}
        alt={preview.title || t`Image from ${provider}`}
        width={size.width}
        height={size.height}
        style={{ aspectRatio: `${size.width} / ${size.height}` }}
        className="max-h-96 w-auto max-w-full rounded-control bg-surface-muted object-contain"
      />
    );
  }

  if (preview.html && embeddedPlayer(preview.html)) {
    if (playing) {
      return <SafeHtml html={preview.html} className="overflow-hidden rounded-control" />;
    }
    return (
      <button
        type="button"
        onClick={() => setPlaying(true)}
        className="group relative block aspect-video w-full overflow-hidden rounded-control bg-surface-muted text-start"
      >
        {image ? (
          <LazyImage
            src={image}
            alt=""
            width={480}
            height={270}
            className="size-full object-cover"
          />
        ) : null}
        <span className="absolute inset-x-0 bottom-0 flex items-center gap-2 bg-black/70 px-3 py-2 text-sm text-white">
          <Icon name="play" className="size-5" />
          <span className="min-w-0 truncate">
            {title ? (
              <Trans>
                Play “<bdi>{title}</bdi>” ({provider})
              </Trans>
            ) : (
              <Trans>Play video ({provider})</Trans>
            )}
          </span>
        </span>
      </button>
    );
  }

  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="flex overflow-hidden rounded-control border border-border hover:bg-surface-muted"
    >
      {image ? (
        <LazyImage
          src={image}
          alt=""
          width={112}
          height={112}
          className="size-28 shrink-0 bg-surface-muted object-cover"
        />
      ) : null}
      <span className="flex min-w-0 flex-col justify-center gap-0.5 px-3 py-2 text-sm">
        <span className="font-medium break-words text-ink" dir="auto">
          {preview.title || url}
        </span>
        {preview.author_name ? (
          <span className="text-ink-muted" dir="auto">
            {preview.author_name}
          </span>
        ) : null}
        <span className="inline-flex items-center gap-1 text-xs text-ink-muted">
          <Icon name="external" className="size-3" />
          {provider}
        </span>
      </span>
    </a>
  );
}
