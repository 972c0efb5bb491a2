import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedRequests } from '../test/feed-requests';
import { createTestServer, FC, type As, type TestServer } from '../test/harness';

/**
 * A space slug in another case or with accents finds the space on every store, as the site's
 * collation (utf8mb4_unicode_520_ci) finds it for the plugin's `where('slug', …)` (behaviour.md,
 * "Space slugs"): the same answer as for the slug itself, never a 404 or an "Invalid space slug".
 */
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const { feeds } = feedRequests(() => server);

/** An answer without what differs between two identical requests (timings, a clock). */
function comparable(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const {
    execution_time: _time,
    last_fetched_timestamp: _clock,
    ...rest
  } = body as Record<string, unknown>;
  return rest;
}

describe('GET /spaces/{spaceSlug}/members', () => {
  for (const [slug, asked] of [
    ['general', 'GENERAL'],
    ['design-club', 'Design-Club'],
  ] as const) {
    it(`${asked}: the members of ${slug}`, async () => {
      const exact = await server.get(`${FC}/spaces/${slug}/members`, 'member');
      expect(exact.status).toBe(200);
      const other = await server.get(`${FC}/spaces/${asked}/members`, 'member');
      expect({ status: other.status, body: other.body }).toEqual({
        status: 200,
        body: exact.body,
      });
    });
  }

  it('STAFF-ROOM: still no such space for a non-member of the secret space', async () => {
    const exact = await server.get(`${FC}/spaces/staff-room/members`, 'member');
    const other = await server.get(`${FC}/spaces/STAFF-ROOM/members`, 'member');
    expect(exact.status).toBe(404);
    expect({ status: other.status, body: other.body }).toEqual({
      status: 404,
      body: exact.body,
    });
  });
});

describe('GET /feeds?space=', () => {
  const cases: [string, string, As][] = [
    ['general', 'GENERAL', 'member'],
    ['design-club', 'DESIGN-club', 'member'],
    ['general', 'G%C3%89N%C3%89RAL', 'anonymous'],
  ];
  for (const [slug, asked, as] of cases) {
    it(`${decodeURIComponent(asked)}: the feed of ${slug}, its pinned post included`, async () => {
      const exact = await feeds(`space=${slug}`, as);
      expect(exact.status).toBe(200);
      expect(exact.body.sticky).not.toBeNull();
      const other = await feeds(`space=${asked}`, as);
      expect({ status: other.status, body: comparable(other.body) }).toEqual({
        status: 200,
        body: comparable(exact.body),
      });
    });
  }

  it('STAFF-ROOM: still an invalid space for a non-member of the secret space', async () => {
    const other = await feeds('space=STAFF-ROOM', 'member');
    expect(other.status).toBe(422);
    expect((await feeds('space=STAFF-ROOM')).status).toBe(200);
  });
});

describe('GET /members?mention=&space=', () => {
  it('GENERAL: the mentions among the members of general', async () => {
    const exact = await server.get(`${FC}/members?mention=a&space=general`, 'member');
    expect(exact.status).toBe(200);
    const other = await server.get(`${FC}/members?mention=a&space=GENERAL`, 'member');
    expect({ status: other.status, body: comparable(other.body) }).toEqual({
      status: 200,
      body: comparable(exact.body),
    });
  });
});
