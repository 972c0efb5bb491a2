import { foldForSearch } from '../store/sqlite/fold';
import { SITE_URL_TOKEN } from '../store/site-url';
import { DAY, HOUR, toSqlTimestamp } from './timestamps';
import type { ActivityCurve } from './activity-curve';
import { planActivity, type ActiveWindow } from './activity-plan';
import { ADMIN_LOGIN, HOSTILE, MEMBER_LOGIN } from './demo-facts';
import { renderMarkdown } from '../lib/markdown';
import { FIRST_NAMES, LAST_NAMES, SHORT_BIOS } from './names';
import type { Random } from './random';
import type { DemoTimeline } from './timeline';
import type { UserRecord } from './writer';

type Status = UserRecord['profile']['status'];

interface FixtureUser {
  login: string;
  displayName: string;
  status?: Status;
  role?: UserRecord['role'];
  email?: string;
  bio?: string;
  website?: string;
  verified?: boolean;
}

/**
 * Users 1..13, the same in every demo: the two demo accounts, the accented names the search
 * examples use, the hostile and right-to-left names, and profiles that are not active.
 */
const FIXTURE_USERS: readonly FixtureUser[] = [
  {
    login: ADMIN_LOGIN,
    displayName: 'Site Admin',
    role: 'administrator',
    email: 'admin@example.com',
    website: 'https://example.com',
    bio: 'I keep the lights on here.',
    verified: true,
  },
  { login: MEMBER_LOGIN, displayName: 'Demo Member', bio: 'Just here to learn 🙂' },
  {
    login: 'josegarcia',
    displayName: 'José García',
    bio: 'Backend engineer. I like *boring* technology.',
  },
  {
    login: 'zoebergstrom',
    displayName: 'Zoë Bergström',
    bio: 'Product designer, coffee first.',
    verified: true,
  },
  { login: 'francoislefevre', displayName: 'François Lefèvre' },
  { login: 'meichen', displayName: 'mei chen', bio: 'Type nerd. Ask me about kerning.' },
  { login: 'anoukdevries', displayName: 'Anouk de Vries' },
  {
    login: 'mallory',
    displayName: HOSTILE.displayName,
    bio: `Testing things. ${HOSTILE.longWord}`,
  },
  { login: 'laylahaddad', displayName: HOSTILE.arabicName, bio: 'مصممة واجهات ومحبة للقهوة' },
  { login: 'noacohen', displayName: HOSTILE.hebrewName, bio: 'מפתחת פרונטאנד' },
  { login: 'oskarnystrom', displayName: 'Oskar Nyström', status: 'blocked' },
  { login: 'inesmoreau', displayName: 'Inès Moreau', status: 'pending' },
  { login: 'bjornostlund', displayName: 'Björn Östlund', status: 'blocked' },
];

const SOCIAL_SAMPLES: Record<string, (login: string) => string> = {
  twitter: (login) => `@${login}`,
  github: (login) => `https://github.com/${login}`,
  linkedin: (login) => `https://www.linkedin.com/in/${login}`,
  mastodon: (login) => `@${login}@mastodon.social`,
  instagram: (login) => `https://instagram.com/${login}`,
  youtube: (login) => `https://youtube.com/@${login}`,
};

const BADGES = ['early-bird', 'top-contributor', 'helper'];

/** ASCII login from a name: `Nguyễn Thảo` → `nguyenthao`; scripts without Latin → `user{id}`. */
function loginFor(displayName: string, id: number, taken: Set<string>): string {
  const base = foldForSearch(displayName).replace(/[^a-z0-9]/g, '') || `user${id}`;
  let login = base;
  for (let n = 2; taken.has(login); n += 1) login = `${base}${n}`;
  taken.add(login);
  return login;
}

function randomStatus(random: Random): Status {
  const roll = random.next();
  if (roll < 0.025) return 'blocked';
  if (roll < 0.04) return 'pending';
  return 'active';
}

function profileMeta(random: Random, id: number, login: string, bio: string, website?: string) {
  const socialLinks: Record<string, string> = {};
  if (random.chance(0.3)) {
    for (const key of random.sample(Object.keys(SOCIAL_SAMPLES), random.int(1, 3))) {
      const build = SOCIAL_SAMPLES[key];
      if (build) socialLinks[key] = build(login);
    }
  }
  return {
    website: website ?? (random.chance(0.2) ? `https://${login}.example.org` : ''),
    cover_photo: random.chance(0.15) ? `${SITE_URL_TOKEN}/demo-media/covers/user-${id}.svg` : '',
    short_description_rendered: bio === '' ? '' : renderMarkdown(bio),
    badge_slug: random.chance(0.1) ? [random.pick(BADGES)] : [],
    social_links: socialLinks,
  };
}

function buildUser(
  random: Random,
  id: number,
  fixture: FixtureUser | undefined,
  taken: Set<string>,
  window: ActiveWindow,
): UserRecord {
  const displayName =
    fixture?.displayName ?? `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  const login = fixture?.login ?? loginFor(displayName, id, taken);
  taken.add(login);
  const bio = fixture?.bio ?? random.pick(SHORT_BIOS);
  return {
    id,
    login,
    email: fixture?.email ?? `${login}@example.com`,
    displayName,
    registeredAt: toSqlTimestamp(new Date(window.registeredAt)),
    role: fixture?.role ?? 'subscriber',
    url: fixture?.website ?? '',
    profile: {
      status: fixture ? (fixture.status ?? 'active') : randomStatus(random),
      isVerified: fixture?.verified ?? random.chance(0.08),
      totalPoints: random.chance(0.3) ? 0 : random.int(1, random.chance(0.1) ? 2500 : 300),
      shortDescription: bio,
      meta: profileMeta(random, id, login, bio, fixture?.website),
      lastActivity: window.lastSeen === null ? null : toSqlTimestamp(new Date(window.lastSeen)),
    },
  };
}

/**
 * Registration moments for users 1..total, in id order as WordPress numbers them: the admin
 * first, the other fixed accounts before the community opened, everyone else along the
 * activity curve (a trickle before the opening, a launch wave, then growth).
 */
function registrationTimes(
  random: Random,
  curve: ActivityCurve,
  timeline: DemoTimeline,
  total: number,
): number[] {
  const { firstRegistration, opened, anchor } = timeline;
  const draw = (count: number, from: number, to: number) =>
    Array.from({ length: Math.max(0, count) }, () => curve.sample(random, from, to)).sort(
      (a, b) => a - b,
    );
  return [
    firstRegistration,
    ...draw(FIXTURE_USERS.length - 1, firstRegistration + DAY, opened - DAY),
    ...draw(total - FIXTURE_USERS.length, firstRegistration + DAY, anchor - HOUR),
  ];
}

/** The users of a demo, and when each of them may act (activity-plan.ts). */
export interface GeneratedUsers {
  records: UserRecord[];
  windows: ReadonlyMap<number, ActiveWindow>;
}

/**
 * `count` users (at least the fixtures), ids 1..count in registration order, deterministic
 * from `random`, `curve` and `timeline`.
 */
export function generateUsers(
  random: Random,
  count: number,
  timeline: DemoTimeline,
  curve: ActivityCurve,
): GeneratedUsers {
  const total = Math.max(count, FIXTURE_USERS.length);
  const taken = new Set(FIXTURE_USERS.map((user) => user.login));
  const registered = registrationTimes(random.fork('registrations'), curve, timeline, total);
  const activity = random.fork('activity');
  const records: UserRecord[] = [];
  const windows = new Map<number, ActiveWindow>();
  for (let id = 1; id <= total; id += 1) {
    const at = registered[id - 1] ?? timeline.firstRegistration;
    const window = planActivity(activity, timeline, id, at, FIXTURE_USERS.length);
    windows.set(id, window);
    records.push(buildUser(random, id, FIXTURE_USERS[id - 1], taken, window));
  }
  return { records, windows };
}

/** Users 1..FIXTURE_USER_COUNT are the fixed accounts, the same in every demo. */
export const FIXTURE_USER_COUNT = FIXTURE_USERS.length;

/** Fixture logins, for the fixture posts and memberships. */
export function fixtureUserId(login: string): number {
  const index = FIXTURE_USERS.findIndex((user) => user.login === login);
  if (index === -1) throw new Error(`No fixture user ${login}`);
  return index + 1;
}
