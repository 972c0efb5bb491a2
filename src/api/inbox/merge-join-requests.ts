import type { Member, MembersResponse } from '../schemas/member';
import { pendingListRefused } from '../space-members';
import type { ManagedSpace } from './managed-spaces';

/** A join request as the inbox lists it: the membership, and the space it asks to join. */
export interface JoinRequest {
  space: ManagedSpace;
  member: Member;
}

/** What has come of one space's join requests: its pages read so far, in order (none yet: []). */
export interface SpaceRequestPages {
  space: ManagedSpace;
  /** Page 1, 2… as far as they have come; a page not here yet ends the list. */
  pages: readonly (MembersResponse | undefined)[];
}

export interface MergedJoinRequests {
  /** Oldest first, across spaces, as far as the order is sure (see `mergeJoinRequests`). */
  shown: JoinRequest[];
  /** Every request waiting in the spaces that answered: the inbox's count of them. */
  total: number;
  /** Spaces with requests beyond those shown, whose next page would show more. */
  more: Array<{ slug: string; nextPage: number }>;
}

/** The site's `YYYY-MM-DD HH:MM:SS` sorts as text; a missing date first, as SQL sorts NULL. */
const dateKey = (member: Member) => member.created_at ?? '';

/** Oldest first; requests of one moment by membership id, as the lists order them. */
export function compareRequests(a: JoinRequest, b: JoinRequest): number {
  const byDate = dateKey(a.member).localeCompare(dateKey(b.member));
  if (byDate !== 0) return byDate;
  return a.member.id - b.member.id;
}

/** The pages that came, in order, up to the first that has not. */
function pagesHere(pages: SpaceRequestPages['pages']): MembersResponse[] {
  const here: MembersResponse[] = [];
  for (const page of pages) {
    if (!page) break;
    here.push(page);
  }
  return here;
}

/**
 * The join requests of every space, merged oldest first, from the first page (or pages) of
 * each space, each read oldest first. A space's unread requests are all younger than its last
 * one read, so the merged order is sure up to the youngest date every space with more to read
 * has reached: the requests past it wait for a "Show more" (`more`: the next page of those
 * spaces). A space whose pending list was refused (the site answers its active members
 * instead: behaviour.md, "Space members") counts none; one whose first page has not come
 * counts none yet, and the others are shown meanwhile.
 */
export function mergeJoinRequests(spaces: readonly SpaceRequestPages[]): MergedJoinRequests {
  const read: JoinRequest[] = [];
  let total = 0;
  const limits: Array<{ slug: string; nextPage: number; reached: string }> = [];
  for (const { space, pages } of spaces) {
    const here = pagesHere(pages);
    const first = here[0];
    if (!first || pendingListRefused('pending', first.members.data)) continue;
    total += first.members.total;
    const members = here.flatMap((page) => page.members.data);
    for (const member of members) read.push({ space, member });
    const last = here[here.length - 1]!;
    const last_member = members[members.length - 1];
    if (last.members.has_more && last_member) {
      limits.push({ slug: space.slug, nextPage: here.length + 1, reached: dateKey(last_member) });
    }
  }
  read.sort(compareRequests);
  if (limits.length === 0) return { shown: read, total, more: [] };
  const sureUpTo = limits.reduce(
    (youngest, { reached }) => (reached < youngest ? reached : youngest),
    limits[0]!.reached,
  );
  return {
    shown: read.filter(({ member }) => dateKey(member) <= sureUpTo),
    total,
    more: limits
      .filter(({ reached }) => reached === sureUpTo)
      .map(({ slug, nextPage }) => ({ slug, nextPage })),
  };
}
