import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, restRoute, type EndpointName } from '../../contract';
import type { AccountCredentials } from '../demo/credentials';
import { COURSE_IDS, SPACE_IDS } from '../demo/demo-facts';
import { addInactiveCallers } from '../test/callers';
import { createTestServer, type As, type TestServer } from '../test/harness';

/**
 * A signed-in caller whose own profile is not active (blocked or pending), on every route and
 * store (behaviour.md, "Inactive profiles"): the routes under the plugin's PortalPolicy and
 * SpacePolicy::verifyRequest refuse them, administrators and members of the space included;
 * the others (SpacePolicy::getSpaceGroups, CourseAdminPolicy, WordPress's own) do not look.
 */
interface ErrorBody {
  code: string;
  message: string;
  data: { status: number };
}

let server: TestServer;
let blockedMember: AccountCredentials;
let pendingMember: AccountCredentials;
let blockedAdmin: AccountCredentials;
/** A published post of design-club by an active author, read from the seed. */
let designClubPostId = 0;
let designClubPostSlug = '';

beforeAll(async () => {
  server = await createTestServer({
    prepare: (db) => {
      ({ blockedMember, pendingMember, blockedAdmin } = addInactiveCallers(
        db,
        SPACE_IDS.designClub,
      ));
      ({ id: designClubPostId, slug: designClubPostSlug } = db
        .prepare(
          `SELECT p.id, p.slug FROM fcom_posts p JOIN fcom_xprofile x ON x.user_id = p.user_id
            WHERE p.space_id = ? AND p.status = 'published' AND p.type = 'text'
              AND x.status = 'active' LIMIT 1`,
        )
        .get(SPACE_IDS.designClub) as { id: number; slug: string });
    },
  });
});
afterAll(() => server.close());

type Rule =
  /** Refused to inactive profiles; `allowed` (active, same rights otherwise) gets a 200. */
  | { refuses: true; allowed: As }
  /** Answered whatever the caller's profile status, as to `as` with an active one. */
  | { refuses: false };

/** Every endpoint, so a new one must say which policy guards it (a url read when the test runs). */
const ROUTES: Record<EndpointName, { url: string | (() => string); rule: Rule }> = {
  feeds: {
    url: `${restRoute(ENDPOINTS.feeds)}?space=design-club`,
    rule: { refuses: true, allowed: 'member' },
  },
  spaces: { url: restRoute(ENDPOINTS.spaces), rule: { refuses: true, allowed: 'member' } },
  spaceMembers: {
    url: restRoute(ENDPOINTS.spaceMembers, { spaceSlug: 'design-club' }),
    rule: { refuses: true, allowed: 'member' },
  },
  memberDirectory: {
    url: restRoute(ENDPOINTS.memberDirectory),
    rule: { refuses: true, allowed: 'member' },
  },
  profileSpaces: {
    url: restRoute(ENDPOINTS.profileSpaces, { username: 'member' }),
    rule: { refuses: true, allowed: 'member' },
  },
  profileComments: {
    url: restRoute(ENDPOINTS.profileComments, { username: 'member' }),
    rule: { refuses: true, allowed: 'member' },
  },
  feedReactions: {
    url: () => restRoute(ENDPOINTS.feedReactions, { feed_id: designClubPostId }),
    rule: { refuses: true, allowed: 'member' },
  },
  feedBySlug: {
    url: () => restRoute(ENDPOINTS.feedBySlug, { feed_slug: designClubPostSlug }),
    rule: { refuses: true, allowed: 'member' },
  },
  feedById: {
    url: () => restRoute(ENDPOINTS.feedById, { feed_id: designClubPostId }),
    rule: { refuses: true, allowed: 'member' },
  },
  spaceGroups: { url: restRoute(ENDPOINTS.spaceGroups), rule: { refuses: false } },
  courses: { url: restRoute(ENDPOINTS.courses), rule: { refuses: false } },
  courseStudents: {
    url: restRoute(ENDPOINTS.courseStudents, { course_id: COURSE_IDS.figma }),
    rule: { refuses: false },
  },
  insightsOverview: {
    url: `${restRoute(ENDPOINTS.insightsOverview)}?now=2026-11-28%2010:00:00&week_start=2026-09-07`,
    rule: { refuses: true, allowed: 'member' },
  },
  insightsSpace: {
    url: `${restRoute(ENDPOINTS.insightsSpace, { spaceSlug: 'design-club' })}?now=2026-11-28%2010:00:00&week_start=2026-06-01`,
    rule: { refuses: true, allowed: 'member' },
  },
  insightsCourse: {
    url: `${restRoute(ENDPOINTS.insightsCourse, { course_id: COURSE_IDS.figma })}?now=2026-11-28%2010:00:00&week_start=2026-06-01`,
    rule: { refuses: false },
  },
  users: { url: `${restRoute(ENDPOINTS.users)}?roles=administrator`, rule: { refuses: false } },
  usersMe: { url: restRoute(ENDPOINTS.usersMe), rule: { refuses: false } },
};

const request = <T>(url: string | (() => string), as: As) =>
  server.get<T>(`/wp-json/${typeof url === 'string' ? url : url()}`, as);

describe('a caller whose own profile is blocked or pending', () => {
  for (const [name, { url, rule }] of Object.entries(ROUTES)) {
    if (rule.refuses) {
      it(`${name}: 403 rest_forbidden, whatever their memberships and role`, async () => {
        expect((await request(url, rule.allowed)).status).toBe(200);
        for (const caller of [blockedMember, pendingMember, blockedAdmin]) {
          const { status, body } = await request<ErrorBody>(url, caller);
          expect({ caller: caller.username, status, body }).toEqual({
            caller: caller.username,
            status: 403,
            body: {
              code: 'rest_forbidden',
              message: 'Sorry, you are not allowed to do that.',
              data: { status: 403 },
            },
          });
        }
      });
    } else {
      it(`${name}: answered as to an active profile (its policy does not look)`, async () => {
        const { status } = await request(url, blockedAdmin);
        expect(status).toBe(200);
      });
    }
  }

  it('spaceGroups with options_only: answered to a blocked member too', async () => {
    const url = `${restRoute(ENDPOINTS.spaceGroups)}?options_only=1`;
    expect((await request(url, blockedMember)).status).toBe(200);
  });

  it('feeds without a space: refused too (the policy guards the route, not the space)', async () => {
    const url = restRoute(ENDPOINTS.feeds);
    expect((await request(url, 'anonymous')).status).toBe(200);
    expect((await request(url, blockedMember)).status).toBe(403);
  });
});
