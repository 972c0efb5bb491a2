import { canSeeSpace } from '../access';
import type { CoursesQuery } from '../endpoint-queries';
import type { CourseCounts, SpaceRow, UserAccount } from '../store/rows';
import type { Store } from '../store/store';
import type { Admitted, SignedInCaller } from './route-policies';

/** `GET /spaces`: the community spaces the caller can see (secret ones only to members). */
export async function visibleSpaces(store: Store, caller: Admitted): Promise<SpaceRow[]> {
  const spaces = await store.spaces.communities();
  return spaces.filter((space) => canSeeSpace(caller, space));
}

export interface CoursesPage {
  rows: SpaceRow[];
  total: number;
  counts: Map<number, CourseCounts>;
  /** Each course's creator, by user id. */
  owners: Map<number | null, UserAccount | null>;
}

/**
 * `GET /admin/courses`: a page of courses (title/slug search), for the site administrators
 * its policy lets through (the caller is that proof: route-policies.ts).
 */
export async function readCoursesPage(
  store: Store,
  _caller: Admitted<SignedInCaller>,
  query: CoursesQuery,
): Promise<CoursesPage> {
  const offset = (query.page - 1) * query.per_page;
  const { rows, total } = await store.spaces.coursePage(
    query.search ?? null,
    query.per_page,
    offset,
  );
  const ownerIds = [...new Set(rows.map((row) => row.created_by))];
  const [counts, owners] = await Promise.all([
    store.spaces.courseCounts(rows.map((row) => row.id)),
    Promise.all(
      ownerIds.map(
        async (id) => [id, id === null ? null : await store.users.findById(id)] as const,
      ),
    ),
  ]);
  return { rows, total, counts, owners: new Map(owners) };
}
