import { t } from '@lingui/core/macro';
import type { MemberSpace } from '../../api/schemas/member-story';

/**
 * A space or course a member is known to be in, as their profile panel lists it: linked to the
 * dashboard's page for it (a space's members, a course's students), with the member's role
 * there when known.
 */
export type MemberPlace =
  | {
      readonly kind: 'space';
      readonly slug: string;
      readonly title: string;
      readonly emoji?: string;
      readonly role?: string;
    }
  | {
      readonly kind: 'course';
      readonly id: number;
      readonly title: string;
      readonly role?: string;
    };

const placeKey = (place: MemberPlace) =>
  place.kind === 'space' ? `space:${place.slug}` : `course:${place.id}`;

function placeOfSpace(space: MemberSpace): MemberPlace | null {
  const role = space.pivot?.role || undefined;
  // Profile spaces are community spaces (courses have a route of their own), but a site that
  // lists a course here has it linked as one.
  if (space.type === 'course') {
    const id = space.id;
    return {
      kind: 'course',
      id,
      title:
        space.title.trim() ||
        t({ comment: 'A course known only by its id', message: `Course #${id}` }),
      role,
    };
  }
  if (space.slug === '') return null;
  const emoji = space.settings.emoji || undefined;
  return { kind: 'space', slug: space.slug, title: space.title.trim() || space.slug, emoji, role };
}

/**
 * The places a member is "known to be in": the spaces the site listed for them (`GET
 * /profile/{username}/spaces`; `null` while unknown or refused), in the site's order, then what
 * the page that opened the panel knows (the space of a member row, the course of a student
 * row) that the site did not list — courses never are, and a site may hide a member's spaces.
 * Each place once; a role missing from one source is taken from the other.
 */
export function memberPlaces(
  listed: readonly MemberSpace[] | null,
  known: readonly MemberPlace[],
): MemberPlace[] {
  const byKey = new Map<string, MemberPlace>();
  for (const place of (listed ?? []).map(placeOfSpace)) {
    if (place && !byKey.has(placeKey(place))) byKey.set(placeKey(place), place);
  }
  for (const place of known) {
    const key = placeKey(place);
    const listedPlace = byKey.get(key);
    if (!listedPlace) byKey.set(key, place);
    else if (!listedPlace.role && place.role) byKey.set(key, { ...listedPlace, role: place.role });
  }
  return [...byKey.values()];
}
