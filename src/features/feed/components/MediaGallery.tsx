import { plural } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import type { MediaItem } from '../../../api/schemas/feed';
import { safeHttpUrl } from '../../../lib/safe-url';
import { LazyImage } from './LazyImage';
import { mediaSize } from './media-size';

const SHOWN = 4;
/** One image wide, three in a row, or a 2×2 grid: every tile square but a lone image. */
const COLUMNS: Readonly<Record<number, string>> = { 1: 'grid-cols-1', 3: 'grid-cols-3' };

/** `meta.media_items`: up to four images in a grid, the rest counted on the last one. */
export function MediaGallery({ items, permalink }: { items: MediaItem[]; permalink: string }) {
  const { t } = useLingui();
  const images = items.flatMap((item) => {
    const url = safeHttpUrl(item.url);
    return url ? [{ ...item, url }] : [];
  });
  if (images.length === 0) return null;
  const shown = images.slice(0, SHOWN);
  const hidden = images.length - shown.length;
  const more = safeHttpUrl(permalink);
  const count = images.length;
  return (
    <ul
      aria-label={plural(count, { one: 'Gallery of # image', other: 'Gallery of # images' })}
      className={`grid gap-1.5 ${COLUMNS[shown.length] ?? 'grid-cols-2'}`}
    >
      {shown.map((item, index) => {
        const size = mediaSize(item.width, item.height, { width: 1, height: 1 });
        const last = index === shown.length - 1 && hidden > 0;
        const position = index + 1;
        return (
          <li key={`${item.url}-${index}`} className="relative">
            <a
              href={last && more ? more : item.url}
              target="_blank"
              rel="noopener noreferrer"
              className="block"
            >
              <LazyImage
                src={item.url}
                alt={t`Image ${position} of ${count}`}
                width={size.width}
                height={size.height}
                className={`w-full rounded-control bg-surface-muted object-cover ${
                  shown.length === 1 ? 'max-h-96' : 'aspect-square'
                }`}
                style={shown.length === 1 ? { aspectRatio: `${size.width} / ${size.height}` } : {}}
              />
              {last ? (
                <span className="absolute inset-0 flex items-center justify-center rounded-control bg-black/60 text-lg font-semibold text-white">
                  <Plural value={hidden} other="+# more" />
                </span>
              ) : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
