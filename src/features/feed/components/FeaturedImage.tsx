import { safeHttpUrl } from '../../../lib/safe-url';
import { LazyImage } from './LazyImage';

/**
 * A post's `featured_image`. The API sends no dimensions, so the box is reserved at a fixed
 * 16:9 and the image covers it: nothing moves when it arrives.
 */
export function FeaturedImage({ url }: { url: string | null }) {
  const src = safeHttpUrl(url);
  if (!src) return null;
  return (
    <LazyImage
      src={src}
      alt=""
      width={1280}
      height={720}
      className="aspect-video w-full rounded-control bg-surface-muted object-cover"
    />
  );
}
