import { DAY, MINUTE, toSqlTimestamp } from './timestamps';
import {
  COURSE_IDS,
  DEMO_ANCHOR,
  DESIGN_CLUB_PENDING_ACTIVE,
  DESIGN_CLUB_PENDING_HIDDEN,
  SPACE_IDS,
} from './demo-facts';
import type { Random } from './random';
import { fixtureUserId } from './users';
import type { DemoWriter, MembershipRecord, UserRecord } from './writer';

/** Who is in which space: authors, commenters and likers are drawn from these lists. */
export interface Roster {
  /** Active memberships (any role, any profile status) per space id. */
  members: Map<number, number[]>;
  /** Space admins and moderators per space id (they write the announcements). */
  managers: Map<number, number[]>;
  /** Students per course id. */
  students: Map<number, number[]>;
}

const COMMUNITY_SHARE: Record<number, number> = {
  [SPACE_IDS.general]: 1,
  [SPACE_IDS.announcements]: 0.6,
  [SPACE_IDS.designClub]: 0.15,
  [SPACE_IDS.engineering]: 0.35,
};

/** Fixture members of each community besides the admin (who is `admin` everywhere). */
const FIXTURE_MEMBERS: Record<number, readonly string[]> = {
  [SPACE_IDS.general]: ['member'],
  [SPACE_IDS.announcements]: ['member', 'josegarcia', 'zoebergstrom'],
  [SPACE_IDS.designClub]: ['member', 'zoebergstrom', 'meichen', 'anoukdevries', 'laylahaddad'],
  [SPACE_IDS.engineering]: ['member', 'josegarcia', 'noacohen', 'mallory'],
};

/** Fixture students of the courses, including accented and blocked profiles. */
const FIXTURE_STUDENTS: Record<number, readonly string[]> = {
  [COURSE_IDS.figma]: ['josegarcia', 'zoebergstrom', 'francoislefevre', 'meichen', 'oskarnystrom'],
  [COURSE_IDS.typescript]: ['member', 'josegarcia', 'zoebergstrom', 'laylahaddad', 'bjornostlund'],
  [COURSE_IDS.accessibility]: [],
};

const STUDENT_SHARE: Record<number, [minimum: number, share: number]> = {
  [COURSE_IDS.figma]: [24, 0.1],
  [COURSE_IDS.typescript]: [21, 0.08],
  [COURSE_IDS.accessibility]: [0, 0],
};

function joinedAt(random: Random, user: UserRecord, notBefore: string): string {
  const from = Math.max(Date.parse(`${user.registeredAt}Z`), Date.parse(`${notBefore}Z`));
  const to = Math.max(from, DEMO_ANCHOR.getTime() - DAY);
  return toSqlTimestamp(new Date(random.int(from, to)));
}

export function generateMemberships(
  random: Random,
  users: readonly UserRecord[],
  spaceCreatedAt: ReadonlyMap<number, string>,
  writer: DemoWriter,
): Roster {
  const roster: Roster = { members: new Map(), managers: new Map(), students: new Map() };
  const regular = users.filter((user) => user.id > 2);
  const activeRegular = regular.filter((user) => user.profile.status === 'active');
  const byId = new Map(users.map((user) => [user.id, user]));
  const add = (row: Omit<MembershipRecord, 'createdAt'>, at?: string) => {
    const user = byId.get(row.userId);
    const opened = spaceCreatedAt.get(row.spaceId);
    if (!user || !opened) throw new Error(`Unknown user ${row.userId} or space ${row.spaceId}`);
    writer.membership({ ...row, createdAt: at ?? joinedAt(random, user, opened) });
  };

  const moderatorsOfAll: number[] = [];
  for (const [spaceKey, share] of Object.entries(COMMUNITY_SHARE)) {
    const spaceId = Number(spaceKey);
    const fixtures = (FIXTURE_MEMBERS[spaceId] ?? []).map(fixtureUserId);
    const chosen = new Set<number>([1, ...fixtures]);
    for (const user of regular) if (share >= 1 || random.chance(share)) chosen.add(user.id);
    const ordered = [...chosen].sort((a, b) => a - b);
    const candidates = ordered.filter((id) => id > 2 && byId.get(id)?.profile.status === 'active');
    const moderators = new Set(random.sample(candidates, 3));
    for (const userId of ordered) {
      const role = userId === 1 ? 'admin' : moderators.has(userId) ? 'moderator' : 'member';
      // The admin opened every space, so they are its first member.
      add(
        { spaceId, userId, status: 'active', role },
        userId === 1 ? spaceCreatedAt.get(spaceId) : undefined,
      );
    }
    roster.members.set(spaceId, ordered);
    roster.managers.set(spaceId, [1, ...moderators]);
    moderatorsOfAll.push(...moderators);
  }

  addDesignClubRequests(random, activeRegular, users, roster, add);

  // The secret staff room: the admin and every moderator of the other spaces.
  const staff = [1, ...new Set(moderatorsOfAll)].sort((a, b) => a - b);
  for (const userId of staff) {
    add({
      spaceId: SPACE_IDS.staffRoom,
      userId,
      status: 'active',
      role: userId === 1 ? 'admin' : 'moderator',
    });
  }
  roster.members.set(SPACE_IDS.staffRoom, staff);
  roster.managers.set(SPACE_IDS.staffRoom, staff);

  for (const [courseKey, [minimum, share]] of Object.entries(STUDENT_SHARE)) {
    const courseId = Number(courseKey);
    const fixtures = (FIXTURE_STUDENTS[courseId] ?? []).map(fixtureUserId);
    const wanted = Math.max(minimum, Math.round(users.length * share));
    const pool = regular.filter((user) => !fixtures.includes(user.id)).map((user) => user.id);
    const students = [...fixtures, ...random.sample(pool, Math.max(0, wanted - fixtures.length))];
    students.sort((a, b) => a - b);
    for (const userId of students)
      add({ spaceId: courseId, userId, status: 'active', role: 'student' });
    roster.students.set(courseId, students);
  }
  return roster;
}

/**
 * design-club holds exactly 12 pending join requests from active profiles, plus 2 from
 * profiles that are not active: pending_count (14) exceeds the pending list (12), as on real
 * sites (behaviour.md, "Space members").
 */
function addDesignClubRequests(
  random: Random,
  activeRegular: readonly UserRecord[],
  users: readonly UserRecord[],
  roster: Roster,
  add: (row: Omit<MembershipRecord, 'createdAt'>, at?: string) => void,
): void {
  const spaceId = SPACE_IDS.designClub;
  const members = new Set(roster.members.get(spaceId));
  const outsiders = activeRegular.filter((user) => !members.has(user.id)).map((user) => user.id);
  const requesters = random.sample(outsiders, DESIGN_CLUB_PENDING_ACTIVE);
  const hidden = users
    .filter((user) => user.profile.status !== 'active' && !members.has(user.id))
    .slice(0, DESIGN_CLUB_PENDING_HIDDEN)
    .map((user) => user.id);
  const requests = [...requesters, ...hidden];
  requests.forEach((userId, index) => {
    const at = DEMO_ANCHOR.getTime() - (30 - index * 2) * DAY + random.int(0, 600) * MINUTE;
    add({ spaceId, userId, status: 'pending', role: 'member' }, toSqlTimestamp(new Date(at)));
  });
}
