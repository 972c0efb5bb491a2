import type { MenuRow, TopicRow } from '../store/rows';
import type { Store } from '../store/store';
import type { Admitted, SignedInCaller, SpaceGroupsAdmission } from './route-policies';

export type SpaceGroupsAnswer =
  | { kind: 'options'; groups: MenuRow[] }
  | {
      kind: 'menu';
      caller: Admitted<SignedInCaller>;
      groups: { group: MenuRow; spaces: MenuRow[] }[];
      orphans: MenuRow[];
      topics: TopicRow[];
    };

const SPACE_GROUP = 'space_group';

const bySerial = (a: MenuRow, b: MenuRow) => a.serial - b.serial || a.id - b.id;

/** MariaDB orders titles by the site's collation; ties (which it leaves open) by id. */
const byTitle = (a: MenuRow, b: MenuRow) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.id - b.id;

/**
 * `GET /spaces/space_groups` (SpaceController::getSpaceGroups, behaviour.md "Topics"), as its
 * SpacePolicy let it through (route-policies.ts). `options_only`: every group's id and title,
 * by serial, for anyone. Otherwise, for space managers: the groups by serial, each with every
 * row whose parent it is (any status, by serial), then the community spaces and courses
 * outside any group, by title, and the topics to hang on each.
 */
export async function readSpaceGroups(
  store: Store,
  admission: SpaceGroupsAdmission,
): Promise<SpaceGroupsAnswer> {
  if (admission.kind === 'options') {
    const rows = await store.spaces.menu();
    return {
      kind: 'options',
      groups: rows.filter((row) => row.type === SPACE_GROUP).sort(bySerial),
    };
  }
  const { caller } = admission;
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
