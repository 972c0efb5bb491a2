import { DAY, HOUR, MINUTE, fromSqlTimestamp, toSqlTimestamp } from './timestamps';
import type { ActivityCurve } from './activity-curve';
import { isActiveAt, type ActiveWindow } from './activity-plan';
import {
  COURSE_IDS,
  DESIGN_CLUB_PENDING_ACTIVE,
  DESIGN_CLUB_PENDING_HIDDEN,
  SPACE_IDS,
} from './demo-facts';
import { planEnrollments, type Enrollment } from './enrollments';
import type { Random } from './random';
import { COURSE_OUTLINES } from './spaces';
import type { DemoTimeline } from './timeline';
import { FIXTURE_USER_COUNT, fixtureUserId, type GeneratedUsers } from './users';
import type { DemoWriter, MembershipRecord, SpaceRecord, UserRecord } from './writer';

/** Who is in which space: authors, commenters and likers are drawn from these lists. */
export interface Roster {
  /** Active memberships (any role, any profile status) per space id, by user id. */
  members: Map<number, number[]>;
  /** Space admins and moderators per space id (they write the announcements). */
  managers: Map<number, number[]>;
  /** Students per course id, by user id. */
  students: Map<number, number[]>;
  /** When each active member joined each space (epoch ms): space id → user id → moment. */
  joinedAt: Map<number, Map<number, number>>;
  /** Each course's enrollments: since when, how many lessons done (enrollments.ts). */
  enrollments: Map<number, Enrollment[]>;
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

/**
 * Ages of design-club's pending requests, oldest first (days): from hours to months, so
 * "pending requests by age" has something in every bucket. The two from profiles that are not
 * active take the 5th and 10th.
 */
const REQUEST_AGES_DAYS = [170, 120, 80, 55, 38, 23, 16, 10, 6, 3.5, 1.7, 0.85, 0.4, 0.15];
const HIDDEN_REQUEST_SLOTS = [4, 9];

/** Members of a space other than general join within this many days of being able to. */
const JOIN_DELAY_DAYS = 90;

/**
 * When `window`'s member joins a space opened at `opened`: general within two days of
 * registering (everyone is added to it), the founders (fixtures, moderators) within a day of
 * the opening, others along the activity curve within a few months; never after they stopped
 * being active. Null when they were gone before they could join.
 */
function joinMoment(
  random: Random,
  curve: ActivityCurve,
  timeline: DemoTimeline,
  window: ActiveWindow,
  opened: number,
  pace: 'registration' | 'founder' | 'later',
): number | null {
  const possible = Math.max(window.registeredAt, opened);
  const from = possible + 5 * MINUTE;
  const last = Math.min(timeline.anchor - HOUR, window.activeUntil ?? timeline.anchor - HOUR);
  if (pace === 'registration') {
    return curve.sample(random, from, Math.min(possible + 2 * DAY, last));
  }
  if (last <= from) return null;
  const delay =
    pace === 'founder' ? DAY : DAY + Math.floor(JOIN_DELAY_DAYS * DAY * random.next() ** 2);
  return curve.sample(random, from, Math.min(possible + delay, last));
}

/**
 * Writes every membership: the communities (general for everyone, the others for a share),
 * their moderators, design club's pending requests, the staff room and the course students
 * (enrollments.ts); returns who is where, and since when.
 */
export function generateMemberships(
  random: Random,
  { records: users, windows }: GeneratedUsers,
  spaces: readonly SpaceRecord[],
  timeline: DemoTimeline,
  curve: ActivityCurve,
  writer: DemoWriter,
): Roster {
  const roster: Roster = {
    members: new Map(),
    managers: new Map(),
    students: new Map(),
    joinedAt: new Map(),
    enrollments: new Map(),
  };
  const regular = users.filter((user) => user.id > 2);
  const byId = new Map(users.map((user) => [user.id, user]));
  const openedAt = new Map(
    spaces.map((space) => [space.id, fromSqlTimestamp(space.createdAt).getTime()]),
  );
  const windowOf = (userId: number): ActiveWindow => {
    const window = windows.get(userId);
    if (!window) throw new Error(`No activity window for user ${userId}`);
    return window;
  };
  const add = (row: Omit<MembershipRecord, 'createdAt'>, at: number) => {
    if (!byId.has(row.userId) || !openedAt.has(row.spaceId)) {
      throw new Error(`Unknown user ${row.userId} or space ${row.spaceId}`);
    }
    writer.membership({ ...row, createdAt: toSqlTimestamp(new Date(at)) });
    if (row.status !== 'active') return;
    const joined = roster.joinedAt.get(row.spaceId) ?? new Map<number, number>();
    joined.set(row.userId, at);
    roster.joinedAt.set(row.spaceId, joined);
  };
  const isFounder = (userId: number, spaceId: number) =>
    (FIXTURE_MEMBERS[spaceId] ?? []).some((login) => fixtureUserId(login) === userId);

  const moderatorsOfAll: number[] = [];
  for (const [spaceKey, share] of Object.entries(COMMUNITY_SHARE)) {
    const spaceId = Number(spaceKey);
    const opened = openedAt.get(spaceId) ?? timeline.opened;
    const fixtures = (FIXTURE_MEMBERS[spaceId] ?? []).map(fixtureUserId);
    const chosen = new Set<number>([1, ...fixtures]);
    for (const user of regular) if (share >= 1 || random.chance(share)) chosen.add(user.id);
    const moderators = new Set(
      chooseModerators(random, [...chosen], byId, windows, opened, timeline.anchor),
    );
    const members: number[] = [];
    for (const userId of [...chosen].sort((a, b) => a - b)) {
      const role = userId === 1 ? 'admin' : moderators.has(userId) ? 'moderator' : 'member';
      // The admin opened every space, so they are its first member.
      const at =
        userId === 1
          ? opened
          : joinMoment(
              random,
              curve,
              timeline,
              windowOf(userId),
              opened,
              share >= 1
                ? 'registration'
                : role === 'moderator' || isFounder(userId, spaceId)
                  ? 'founder'
                  : 'later',
            );
      if (at === null) continue;
      add({ spaceId, userId, status: 'active', role }, at);
      members.push(userId);
    }
    roster.members.set(spaceId, members);
    roster.managers.set(spaceId, [1, ...moderators]);
    moderatorsOfAll.push(...moderators);
  }

  addDesignClubRequests(random, users, windows, roster, timeline, add);

  // The secret staff room: the admin and every moderator of the other spaces.
  const staffOpened = openedAt.get(SPACE_IDS.staffRoom) ?? timeline.opened;
  const staff = [1, ...new Set(moderatorsOfAll)].sort((a, b) => a - b);
  for (const userId of staff) {
    const at =
      userId === 1
        ? staffOpened
        : (joinMoment(random, curve, timeline, windowOf(userId), staffOpened, 'founder') ??
          staffOpened + HOUR);
    add(
      {
        spaceId: SPACE_IDS.staffRoom,
        userId,
        status: 'active',
        role: userId === 1 ? 'admin' : 'moderator',
      },
      at,
    );
  }
  roster.members.set(SPACE_IDS.staffRoom, staff);
  roster.managers.set(SPACE_IDS.staffRoom, staff);

  for (const [courseKey, [minimum, share]] of Object.entries(STUDENT_SHARE)) {
    const courseId = Number(courseKey);
    const fixtures = (FIXTURE_STUDENTS[courseId] ?? []).map(fixtureUserId);
    const enrollments = planEnrollments(
      random.fork(`enrollments:${courseId}`),
      curve,
      timeline,
      windows,
      regular.filter((user) => !fixtures.includes(user.id)).map((user) => user.id),
      {
        openedAt: openedAt.get(courseId) ?? timeline.opened,
        publishedLessons: (COURSE_OUTLINES[courseId] ?? [])
          .flatMap((section) => section.lessons)
          .filter(([, status]) => status === 'published').length,
        fixtures,
        wanted: Math.max(minimum, Math.round(users.length * share)),
      },
    );
    for (const { userId, enrolledAt } of enrollments) {
      add({ spaceId: courseId, userId, status: 'active', role: 'student' }, enrolledAt);
    }
    roster.students.set(
      courseId,
      enrollments.map((enrollment) => enrollment.userId),
    );
    roster.enrollments.set(courseId, enrollments);
  }
  return roster;
}

/**
 * Three moderators among a space's members: active profiles, preferably members still around
 * who registered by the space's first month (the people who run it from the start).
 */
function chooseModerators(
  random: Random,
  chosen: readonly number[],
  byId: ReadonlyMap<number, UserRecord>,
  windows: ReadonlyMap<number, ActiveWindow>,
  opened: number,
  anchor: number,
): number[] {
  const candidates = chosen
    .filter((id) => id > 2 && byId.get(id)?.profile.status === 'active')
    .sort((a, b) => a - b);
  // Not the fixture accounts: they are the demo's regulars, not its staff.
  const around = candidates.filter(
    (id) => id > FIXTURE_USER_COUNT && windows.get(id)?.activeUntil === anchor,
  );
  const early = around.filter((id) => (windows.get(id)?.registeredAt ?? 0) < opened + 30 * DAY);
  for (const pool of [early, around]) {
    if (pool.length >= 3) return random.sample(pool, 3);
  }
  return random.sample(candidates, 3);
}

/**
 * design-club holds exactly 12 pending join requests from active profiles, plus 2 from
 * profiles that are not active: pending_count (14) exceeds the pending list (12), as on real
 * sites (behaviour.md, "Space members"). Their ages run from hours to months; each requester
 * had registered, and was active, when they asked.
 */
function addDesignClubRequests(
  random: Random,
  users: readonly UserRecord[],
  windows: ReadonlyMap<number, ActiveWindow>,
  roster: Roster,
  timeline: DemoTimeline,
  add: (row: Omit<MembershipRecord, 'createdAt'>, at: number) => void,
): void {
  const spaceId = SPACE_IDS.designClub;
  const members = new Set(roster.members.get(spaceId));
  const outsiders = users.filter((user) => user.id > 2 && !members.has(user.id));
  const hidden = outsiders
    .filter((user) => user.profile.status !== 'active')
    .slice(0, DESIGN_CLUB_PENDING_HIDDEN)
    .map((user) => user.id);
  const active = outsiders.filter((user) => user.profile.status === 'active').map((u) => u.id);
  if (REQUEST_AGES_DAYS.length - HIDDEN_REQUEST_SLOTS.length !== DESIGN_CLUB_PENDING_ACTIVE) {
    throw new Error('One request age per pending request, please.');
  }
  const taken = new Set<number>();
  const requests: { userId: number; at: number }[] = [];
  const jitter = () => 1 + (random.next() - 0.5) * 0.2;
  REQUEST_AGES_DAYS.forEach((days, slot) => {
    const planned = timeline.anchor - Math.floor(days * DAY * jitter());
    const hiddenIndex = HIDDEN_REQUEST_SLOTS.indexOf(slot);
    if (hiddenIndex >= 0) {
      const userId = hidden[hiddenIndex];
      if (userId !== undefined) {
        const registered = windows.get(userId)?.registeredAt ?? timeline.firstRegistration;
        requests.push({ userId, at: Math.max(planned, registered + HOUR) });
      }
      return;
    }
    const able = active.filter((id) => {
      const window = windows.get(id);
      return (
        !taken.has(id) &&
        window !== undefined &&
        window.registeredAt + HOUR <= planned &&
        isActiveAt(window, planned)
      );
    });
    // Nobody could have asked that long ago (a small demo): the earliest who could, later.
    const left = active.filter((id) => !taken.has(id));
    const userId =
      able.length > 0
        ? random.pick(able)
        : (left.find((id) => windows.get(id)?.activeUntil !== null) ?? left[0]);
    if (userId === undefined) return;
    taken.add(userId);
    const window = windows.get(userId);
    const at = Math.min(
      Math.max(planned, (window?.registeredAt ?? timeline.firstRegistration) + HOUR),
      window?.activeUntil ?? timeline.anchor - HOUR,
    );
    requests.push({ userId, at });
  });
  for (const { userId, at } of requests) {
    add({ spaceId, userId, status: 'pending', role: 'member' }, at);
  }
}
