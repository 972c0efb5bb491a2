import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, restRoute, type EndpointName } from '../../contract';
import type { AccountCredentials } from '../demo/credentials';
import { COURSE_IDS, SPACE_IDS } from '../demo/demo-facts';
import { addInactiveCallers } from '../test/callers';
import { createTestServer, type As, type TestServer } from '../test/harness';

/**
 * The plugin runs a route's policy (its permission callback) before its controller reads the
 * query (behaviour.md, "Policy first"): a caller the policy refuses gets the refusal, even
 * with a parameter we would answer 400, and a caller it admits gets the 400. On every store.
 */
interface ErrorBody {
  code: string;
  data: { status: number };
}

let server: TestServer;
let blockedMember: AccountCredentials;
let pendingMember: AccountCredentials;
let blockedAdmin: AccountCredentials;

beforeAll(async () => {
  server = await createTestServer({
    users: 30,
    posts: 20,
    prepare: (db) => {
      ({ blockedMember, pendingMember, blockedAdmin } = addInactiveCallers(
        db,
        SPACE_IDS.designClub,
      ));
    },
  });
});
afterAll(() => server.close());

/** A route with a parameter that fails our validation, who its policy refuses, who it admits. */
interface Case {
  url: string;
  refused: () => { as: As; status: 401 | 403 }[];
  admitted: () => As;
}

const inactive = () => [
  { as: blockedMember, status: 403 as const },
  { as: pendingMember, status: 403 as const },
  { as: blockedAdmin, status: 403 as const },
];
const notCourseAdmins = () => [
  { as: 'anonymous' as const, status: 401 as const },
  { as: 'member' as const, status: 403 as const },
  { as: blockedMember, status: 403 as const },
];

/**
 * Every endpoint, so that a new one must say how its policy meets its query. `null`: no
 * parameter of the route can fail, or no policy refuses anyone there before its query.
 */
const ROUTES: Record<EndpointName, Case | null> = {
  feeds: {
    url: `${restRoute(ENDPOINTS.feeds)}?space=design-club&page=two`,
    refused: inactive,
    admitted: () => 'member',
  },
  spaceMembers: {
    url: `${restRoute(ENDPOINTS.spaceMembers, { spaceSlug: 'design-club' })}?per_page=ten`,
    refused: inactive,
    admitted: () => 'member',
  },
  memberDirectory: {
    url: `${restRoute(ENDPOINTS.memberDirectory)}?page=1.5`,
    refused: inactive,
    admitted: () => 'member',
  },
  profileComments: {
    url: `${restRoute(ENDPOINTS.profileComments, { username: 'member' })}?page[]=1`,
    refused: inactive,
    admitted: () => 'member',
  },
  // The slug and id need not exist: the policy comes before the post is looked for.
  feedBySlug: {
    url: `${restRoute(ENDPOINTS.feedBySlug, { feed_slug: 'any-post' })}?context[]=edit`,
    refused: inactive,
    admitted: () => 'member',
  },
  feedById: {
    url: `${restRoute(ENDPOINTS.feedById, { feed_id: 1 })}?context[]=edit`,
    refused: inactive,
    admitted: () => 'member',
  },
  courses: {
    url: `${restRoute(ENDPOINTS.courses)}?page=last`,
    refused: notCourseAdmins,
    // CourseAdminPolicy does not look at the caller's own profile.
    admitted: () => blockedAdmin,
  },
  courseStudents: {
    url: `${restRoute(ENDPOINTS.courseStudents, { course_id: COURSE_IDS.figma })}?per_page=all`,
    refused: notCourseAdmins,
    admitted: () => 'admin',
  },
  // No query parameters at all.
  spaces: null,
  feedReactions: null,
  profileSpaces: null,
  // SpacePolicy::getSpaceGroups reads `options_only` itself: a value we refuse (a list, too
  // long) is one PHP takes as true, which lets everyone through.
  spaceGroups: null,
  // WordPress core's own route: core validates its parameters before its permission callback.
  insightsOverview: {
    url: `${restRoute(ENDPOINTS.insightsOverview)}?now=yesterday&week_start=2026-11-02`,
    refused: inactive,
    admitted: () => 'member',
  },
  insightsSpace: {
    url: `${restRoute(ENDPOINTS.insightsSpace, { spaceSlug: 'design-club' })}?now=now&week_start=2026-11-02`,
    refused: inactive,
    admitted: () => 'member',
  },
  insightsCourse: {
    url: `${restRoute(ENDPOINTS.insightsCourse, { course_id: COURSE_IDS.figma })}?now=now&week_start=2026-11-02`,
    refused: notCourseAdmins,
    admitted: () => 'admin',
  },
  users: null,
  usersMe: null,
};

const request = (url: string, as: As) => server.get<ErrorBody>(`/wp-json/${url}`, as);

describe('a parameter we would refuse, sent by a caller the route’s policy refuses', () => {
  for (const [name, routeCase] of Object.entries(ROUTES)) {
    if (!routeCase) continue;
    it(`${name}: the policy's refusal; the 400 only to a caller it admits`, async () => {
      const admitted = await request(routeCase.url, routeCase.admitted());
      expect(admitted.status).toBe(400);
      expect(admitted.body.code).toBe('rest_invalid_param');
      for (const { as, status } of routeCase.refused()) {
        const answer = await request(routeCase.url, as);
        const who = typeof as === 'string' ? as : as.username;
        expect({ who, status: answer.status, code: answer.body.code }).toEqual({
          who,
          status,
          code: 'rest_forbidden',
        });
      }
    });
  }

  it('spaceGroups: a list for options_only is let through by the policy, then refused 400', async () => {
    const url = `${restRoute(ENDPOINTS.spaceGroups)}?options_only[]=1`;
    for (const as of ['anonymous', 'member', blockedMember] as const) {
      expect((await request(url, as)).status).toBe(400);
    }
    // PHP does not trim it: a space is a value, and lets everyone through.
    const spaced = await request(`${restRoute(ENDPOINTS.spaceGroups)}?options_only=%20`, 'member');
    expect(spaced.status).toBe(200);
    expect(Object.keys(spaced.body)).toEqual(['groups']);
    // Without options_only, the policy refuses whoever does not manage spaces.
    expect(
      (await request(`${restRoute(ENDPOINTS.spaceGroups)}?options_only=0`, 'member')).status,
    ).toBe(403);
  });

  it('usersMe: WordPress checks the parameters first, so a visitor gets the 400', async () => {
    const url = `${restRoute(ENDPOINTS.usersMe)}?context=everything`;
    expect((await request(url, 'anonymous')).status).toBe(400);
    expect((await request(restRoute(ENDPOINTS.usersMe), 'anonymous')).status).toBe(401);
  });
});
