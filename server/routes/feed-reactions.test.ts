import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, restRoute } from '../../contract';
import { addModerationFixture, FIXTURE, type ModerationCallers } from '../test/feed-fixtures';
import { createTestServer, type As, type TestServer } from '../test/harness';

/**
 * Who liked a post (behaviour.md, "Who liked a post"), on every store: whoever may read the
 * post, in the plugin's shape; the plugin's 404 for a post they may not read.
 */
let server: TestServer;
let callers: ModerationCallers;

beforeAll(async () => {
  server = await createTestServer({ prepare: (db) => (callers = addModerationFixture(db)) });
});
afterAll(() => server.close());

interface Reaction {
  id: number;
  user_id: number;
  object_id: number;
  parent_id: number | null;
  object_type: string;
  type: string;
  created_at: string;
  updated_at: string;
  xprofile: { user_id: number; username: string; display_name: string; permalink: string };
}

const reactions = (feedId: number, as: As) =>
  server.get<{ reactions: Reaction[] }>(
    `/wp-json/${restRoute(ENDPOINTS.feedReactions, { feed_id: feedId })}`,
    as,
  );

describe('GET /feeds/{feed_id}/reactions', () => {
  it('lists the likes of a post with each person’s profile, not its bookmarks', async () => {
    const { status, body } = await reactions(FIXTURE.posts.doomed, callers.plain);
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['reactions']);
    expect(body.reactions.map((like) => like.xprofile.username)).toEqual([
      callers.plain.username,
      callers.spaceModerator.username,
    ]);
    const [first] = body.reactions;
    expect(first).toMatchObject({
      object_id: FIXTURE.posts.doomed,
      object_type: 'feed',
      type: 'like',
      parent_id: null,
    });
    expect(Object.keys(first!)).toEqual([
      'id',
      'user_id',
      'object_id',
      'parent_id',
      'object_type',
      'type',
      'created_at',
      'updated_at',
      'xprofile',
    ]);
    expect(first!.xprofile.user_id).toBe(first!.user_id);
    expect(first!.xprofile.permalink).toContain(`/portal/u/${callers.plain.username}`);
  });

  it('answers visitors for a post of a public space, and a post without likes with none', async () => {
    const open = await reactions(FIXTURE.posts.publicPost, 'anonymous');
    expect(open.status).toBe(200);
    expect(open.body.reactions).toHaveLength(2);
    const none = await reactions(FIXTURE.posts.pinTarget, callers.plain);
    expect(none).toMatchObject({ status: 200, body: { reactions: [] } });
  });

  it('answers a post the caller may not read, or none, with the plugin’s 404', async () => {
    const notFound = (id: number) => ({
      status: 404,
      body: {
        message: `No query results for model [FluentCommunity\\App\\Models\\Feed] ${id}`,
        data: { wpfluent: { env: 'prod' } },
      },
    });
    // design-club is private: a visitor may not read it.
    const hidden = await reactions(FIXTURE.posts.doomed, 'anonymous');
    expect({ status: hidden.status, body: hidden.body }).toEqual(notFound(FIXTURE.posts.doomed));
    const missing = await reactions(999_999, 'admin');
    expect({ status: missing.status, body: missing.body }).toEqual(notFound(999_999));
    // The site's administrators read every space.
    expect((await reactions(FIXTURE.posts.doomed, 'admin')).body.reactions).toHaveLength(2);
  });

  it('answers id 0 with no likes, as the plugin does', async () => {
    expect(await reactions(0, 'anonymous')).toMatchObject({ status: 200, body: { reactions: [] } });
  });
});
