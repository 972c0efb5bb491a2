import type { ENDPOINTS } from '../../contract';
import type { Caller } from '../access';
import { forbidden } from '../errors';
import type { QueryOf } from '../http/endpoints';
import type { MenuRow, TopicRow } from '../store/rows';
import type { Store } from '../store/store';

export type SpaceGroupsQuery = QueryOf<typeof ENDPOINTS.spaceGroups>;

export type SpaceGroupsAnswer =
  | { kind: 'options'; groups: MenuRow[] }
  | {
      kind: 'menu';
      caller: Caller & { kind: 'user' };
      groups: { group: MenuRow; spaces: MenuRow[] }[];
      orphans: MenuRow[];
      topics: TopicRow[];
    };

const SPACE_GROUP = 'space_group';

/** PHP's truthiness of a query value: anything but empty and `0`. */
const isTruthy = (value: string | undefined) => value !== undefined && value !== '0';

const bySerial = (a: MenuRow, b: MenuRow) => a.serial - b.serial || a.id - b.id;

/** MariaDB orders titles by the site's collation; ties (which it leaves open) by id. */
const byTitle = (a: MenuRow, b: MenuRow) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.id - b.id;

/**
 * `GET /spaces/space_groups` (SpaceController::getSpaceGroups under SpacePolicy, behaviour.md
 * "Topics"). `options_only`: every group's id and title, by serial, for anyone. Otherwise for
 * space managers only — site administrators here (`hasSpaceManageAccess`; the policy does not
 * look at the caller's own profile status): the groups by serial, each with every row whose
 * parent it is (any status, by serial), then the community spaces and courses outside any
 * group, by title, and the topics to hang on each.
 */
export async function readSpaceGroups(
  store: Store,
  caller: Caller,
  query: SpaceGroupsQuery,
): Promise<SpaceGroupsAnswer> {
  if (isTruthy(query.options_only)) {
    const rows = await store.spaces.menu();
    return {
      kind: 'options',
      groups: rows.filter((row) => row.type === SPACE_GROUP).sort(bySerial),
    };
  }
  if (caller.kind !== 'user') throw forbidden(401);
  if (!caller.isAdmin) throw forbidden(403);
  const [rows, topics] = await Promise.all([store.spaces.menu(), store.topics.all()]);
  const groups = rows
    .filter((row) => row.type === SPACE_GROUP)
    .sort(bySerial)
    .map((group) => ({
      group,
      spaces: rows.filter((row) => row.parent_id === group.id).sort(bySerial),
    }));
  const orphans = rows
    .filter((row) => row.parent_id === null && (row.type === 'community' || row.type === 'course'))
    .sort(byTitle);
  return { kind: 'menu', caller, groups, orphans, topics };
}
