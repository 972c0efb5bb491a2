import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedsResponseSchema, type FeedsResponse } from '../../src/api/schemas/feed';
import { SPACE_IDS } from '../demo/demo-facts';
import { expectContract } from '../test/contract';
import { createTestServer, FC, type TestServer } from '../test/harness';
import { feedRequests } from '../test/feed-requests';
import { FEEDS_RESPONSE } from '../test/spec';

/** The sticky rules, visibility, and what each feed item carries (behaviour.md, "Feeds"). */
type Body = FeedsResponse;
type Feed = Body['feeds']['data'][number];

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const { feeds, everyPost } = feedRequests(() => server);

const stickyIdOf = (spaceId: number) =>
  (
    server.db
      .prepare('SELECT id FROM fcom_posts WHERE space_id = ? AND is_sticky = 1')
      .get(spaceId) as { id: number }
  ).id;

describe('sticky', () => {
  it('holds the space pinned post on page 1, and leaves pinned posts out of every page', async () => {
    const { body } = await feeds('space=general');
    expectContract(feedsResponseSchema, FEEDS_RESPONSE, body);
    expect(body.sticky?.id).toBe(stickyIdOf(SPACE_IDS.general));
    expect(body.sticky?.is_sticky).toBe(true);
    const rows = await everyPost('space=general');
    expect(rows.some((row) => row.is_sticky)).toBe(false);
    const page2 = await feeds('space=general&page=2');
    expect(page2.body.sticky).toBeNull();
    expect(page2.body.feeds.data.some((row) => row.is_sticky)).toBe(false);
  });

  it('exactly one sticky post per community space', async () => {
    for (const slug of ['general', 'announcements', 'design-club', 'engineering', 'staff-room']) {
      const { body } = await feeds(`space=${slug}`);
      expect(body.sticky?.space?.slug).toBe(slug);
    }
  });

  it('is null, with pinned posts in their place, with a search, a topic, disable_sticky or no space', async () => {
    const pinned = stickyIdOf(SPACE_IDS.general);
    for (const query of ['space=general&search=welcome', 'space=general&disable_sticky=yes', '']) {
      const { body } = await feeds(query);
      expect(body.sticky).toBeNull();
      expect((await everyPost(query)).map((row) => row.id)).toContain(pinned);
    }
    const topic = await feeds('space=general&topic_slug=questions');
    expect(topic.body.sticky).toBeNull();
    const notYes = await feeds('space=general&disable_sticky=no');
    expect(notYes.body.sticky?.id).toBe(pinned);
  });

  it('keeps the order rules in sticky mode (order_by_type still applies to data)', async () => {
    const { body } = await feeds('space=general&order_by_type=oldest');
    expect(body.sticky?.id).toBe(stickyIdOf(SPACE_IDS.general));
    const dates = body.feeds.data.map((row) => row.created_at);
    expect(dates).toEqual([...dates].sort());
  });
});

describe('visibility', () => {
  it('anonymous callers see public spaces only, and no sticky of a private space', async () => {
    const rows = await everyPost('', 'anonymous');
    expect(new Set(rows.map((row) => row.space?.privacy))).toEqual(new Set(['public']));
    const privateSpace = await feeds('space=design-club', 'anonymous');
    expect(privateSpace.status).toBe(200);
    expect(privateSpace.body).toMatchObject({ feeds: { data: [], total: 0 }, sticky: null });
  });

  it('members see private spaces they belong to, never a secret space they are not in', async () => {
    const rows = await everyPost('', 'member');
    const spaces = new Set(rows.map((row) => row.space?.slug));
    expect(spaces.has('design-club')).toBe(true);
    expect(spaces.has('staff-room')).toBe(false);
    const secret = await feeds('space=staff-room', 'member');
    expect(secret.status).toBe(422);
    expect(secret.body).toMatchObject({
      code: 'fcom_invalid_space',
      message: 'Invalid space slug',
      data: { status: 422 },
    });
    expect((await feeds('space=staff-room')).status).toBe(200);
  });

  it('never shows posts of authors whose profile is not active', async () => {
    const rows = await everyPost('');
    const authors = new Set(rows.map((row) => row.xprofile?.status));
    expect(authors).toEqual(new Set(['active']));
    expect(rows.some((row) => row.title === 'Buy followers cheap!!!')).toBe(false);
  });

  it('answers an unknown space slug with 422 fcom_invalid_space', async () => {
    // A slug in another case is no unknown slug: space-slug-case.test.ts.
    for (const slug of ['no-such-space', 'figma-fundamentals']) {
      const { status, body } = await feeds(`space=${slug}`);
      expect(status).toBe(422);
      expect(body).toMatchObject({ code: 'fcom_invalid_space', message: 'Invalid space slug' });
    }
  });

  it('answers wrong credentials with 401, not with the anonymous feed', async () => {
    const { status, body } = await feeds('', { username: 'admin', password: 'wrong-password' });
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'incorrect_password', data: { status: 401 } });
  });
});

describe('feed items', () => {
  let rows: Feed[];
  beforeAll(async () => {
    rows = await everyPost('');
  });

  it('carry every comment, flat, with threaded replies and their authors', () => {
    for (const row of rows) {
      expect(row.comments).toHaveLength(row.comments_count);
      const ids = new Set(row.comments.map((comment) => comment.id));
      for (const comment of row.comments) {
        expect(comment.post_id).toBe(row.id);
        if (comment.parent_id !== null) expect(ids.has(comment.parent_id)).toBe(true);
        expect(comment.xprofile?.user_id).toBe(comment.user_id);
      }
    }
    expect(rows.some((row) => row.comments.some((comment) => comment.parent_id !== null))).toBe(
      true,
    );
  });

  it('preview at most three likes, latest first, with reduced profiles', () => {
    for (const row of rows) {
      expect(row.reactions.length).toBe(Math.min(3, row.reactions_count));
      const dates = row.reactions.map((reaction) => reaction.created_at);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const reaction of row.reactions) {
        expect(reaction).toMatchObject({ type: 'like', object_type: 'feed', object_id: row.id });
        expect(reaction.xprofile).toEqual({
          user_id: reaction.user_id,
          avatar: expect.any(String),
          display_name: expect.any(String),
          badge: null,
          permalink: expect.stringContaining('/portal/u/'),
        });
      }
    }
  });

  it('tell the caller what they liked and bookmarked', () => {
    const own = server.db
      .prepare(
        "SELECT object_id, type FROM fcom_post_reactions WHERE user_id = 1 AND object_type = 'feed'",
      )
      .all() as { object_id: number; type: string }[];
    const liked = new Set(own.filter((row) => row.type === 'like').map((row) => row.object_id));
    const bookmarked = new Set(
      own.filter((row) => row.type === 'bookmark').map((row) => row.object_id),
    );
    for (const row of rows) {
      expect(row.has_user_react).toBe(liked.has(row.id));
      expect(row.bookmarked).toBe(bookmarked.has(row.id));
    }
    expect(rows.some((row) => row.bookmarked)).toBe(true);
  });

  it('count survey votes per option, with slug, title and label', () => {
    const surveys = rows.filter((row) => row.content_type === 'survey');
    expect(surveys.length).toBeGreaterThanOrEqual(2);
    const votes = server.db.prepare(
      'SELECT option_slug, count(*) AS n FROM fcom_survey_votes WHERE post_id = ? GROUP BY option_slug',
    );
    for (const survey of surveys) {
      const counts = new Map(
        (votes.all(survey.id) as { option_slug: string; n: number }[]).map((row) => [
          row.option_slug,
          row.n,
        ]),
      );
      for (const option of survey.meta.survey_config?.options ?? []) {
        expect(option.vote_counts).toBe(counts.get(option.slug) ?? 0);
        expect(option).toMatchObject({
          slug: expect.stringMatching(/^opt_/),
          title: expect.any(String),
        });
      }
    }
  });

  it('carry media previews, a gallery, documents and a featured image on this origin', () => {
    const youtube = rows.find((row) => row.meta.media_preview?.provider === 'youtube');
    expect(youtube?.meta.media_preview?.html).toMatch(
      /<iframe[^>]+src="https:\/\/www\.youtube\.com\/embed\//,
    );
    expect(rows.some((row) => row.meta.media_preview?.provider === 'giphy')).toBe(true);
    expect(rows.some((row) => row.meta.media_preview?.content_type === 'link')).toBe(true);
    expect(
      rows.find((row) => (row.meta.media_items ?? []).length === 3)?.meta.media_items?.[0]?.url,
    ).toMatch(/^http:\/\/localhost\/demo-media\/gallery\//);
    const documents = rows.find((row) => row.content_type === 'document');
    expect(documents?.meta.document_lists?.map((doc) => doc.url)).toEqual([
      'http://localhost/demo-media/docs/adr-template.pdf',
      'http://localhost/demo-media/docs/deploy-checklist.txt',
    ]);
    expect(rows.find((row) => row.featured_image !== null)?.featured_image).toMatch(
      /^http:\/\/localhost\/demo-media\/images\//,
    );
    expect(
      rows.every((row) => row.xprofile?.avatar.startsWith('http://localhost/demo-media/avatars/')),
    ).toBe(true);
  });

  it('build permalinks on the site origin, never on the host the request names', async () => {
    const { body } = await server.get<Body>(`http://community.example:8080${FC}/feeds?per_page=1`);
    const [post] = body.feeds.data;
    expect(post?.permalink).toBe(
      `http://localhost/portal/space/${post?.space?.slug}/post/${post?.slug}`,
    );
  });

  it('send last_fetched_timestamp on page 1 for signed-in callers only, and execution_time always', async () => {
    const signedIn = (await feeds()).body as unknown as Record<string, unknown>;
    expect(signedIn.last_fetched_timestamp).toEqual(expect.any(Number));
    expect(signedIn.execution_time).toEqual(expect.any(Number));
    const anonymous = (await feeds('', 'anonymous')).body as unknown as Record<string, unknown>;
    expect(anonymous.last_fetched_timestamp).toBeUndefined();
  });
});
