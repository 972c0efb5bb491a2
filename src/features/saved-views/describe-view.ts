import { viewPageOf, type PlaceTitles, type ViewPages } from '../../routes/page-catalog';
import type { SignedInLocation } from '../../routes/signed-in-location';
import { MAX_VIEW_NAME_LENGTH } from '../../lib/saved-views/schema';
import { shorten } from '../../lib/saved-views/view-name';

/**
 * A name for a view of this page that says what it shows: "Members of General · “ana” · by
 * name", in the page's own words (routes/page-catalog.tsx), on one line and within the length
 * a name may have.
 */
export function describeView(
  location: SignedInLocation,
  titles: PlaceTitles,
  views: ViewPages,
): string {
  const page = viewPageOf(views, location);
  const text = (page.words?.(location, titles) ?? [page.label])
    .map((words) => words.replace(/\s+/g, ' '))
    .join(' · ');
  return shorten(text, MAX_VIEW_NAME_LENGTH);
}
