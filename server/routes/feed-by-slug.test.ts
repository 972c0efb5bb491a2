import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, FEED_READ_REFUSALS, restRoute } from '../../contract';
import type { AccountCredentials } from '../demo/credentials';
import { SPACE_IDS } from '../demo/demo-facts';
import { toSqlTimestamp } from '../demo/timestamps';
import { createDemoWriter } from '../demo/writer';
import { addCaller } from '../test/callers';
import { addModerationFixture, FIXTURE, type ModerationCallers } from '../test/feed-fixtures';
import { createTestServer, type As, type TestServer } from '../test/harness';

/**
 * One post by its slug or id (behaviour.md, "One post by its slug"), on every store: as its
 * editor loads it (`context=edit`) for its author and moderators only; as a feed item for
 * whoever may read it, a post in review only for those who may edit it.
 */
let server: TestServer;
let callers: ModerationCallers;
let outsider: AccountCredentials;

/** Posts of this test, besides the moderation fixture's. */
const POSTS = {
  /** In general (public), by a member whose profile is blocked. */
  byBlockedAuthor: 95_101,
  /** Outside any space, by the fixture's author. */
  spaceless: 95_102,
  /** A survey in general, by the fixture's author. */
  survey: 95_103,
} as const;
const TOPICS = { design: 97_001, tools: 97_002 } as const;

beforeAll(async () => {
  server = await createTestServer({
    prepare: (db) => {
      callers = addModerationFixture(db);
      outsider = addCaller(db, { login: 'outsider' });
      const idOf = (login: string) =>
        (db.prepare('SELECT ID FROM wp_users WHERE user_login = ?').get(login) as { ID: number })
          .ID;
      const writer = createDemoWriter(db);
      const at = toSqlTimestamp(new Date(Date.UTC(2026, 0, 6, 10)));
      const post = (id: number, userId: number, changes: object = {}) =>
        writer.post({
          id,
          userId,
          spaceId: SPACE_IDS.general,
          title: `Extra ${id}`,
          slug: `extra-${id}`,
          message: `Extra **post** ${id}`,
          messageRendered: `<p>Extra <strong>post</strong> ${id}</p>`,
          contentType: 'text',
          privacy: 'public',
          status: 'published',
          featuredImage: null,
          meta: {},
          isSticky: false,
          scheduledAt: null,
          createdAt: at,
          ...changes,
        });
      post(POSTS.byBlockedAuthor, idOf(callers.blockedModerator.username));
      post(POSTS.spaceless, idOf(callers.author.username));
      db.prepare('UPDATE fcom_posts SET space_id = NULL WHERE id = ?').run(POSTS.spaceless);
      post(POSTS.survey, idOf(callers.author.username), {
        contentType: 'survey',
        meta: {
          survey_config: {
            type: 'single_choice',
            options: [{ slug: 'yes', label: 'Yes' }],
            end_date: '',
          },
        },
      });
      writer.term(TOPICS.design, 'fixture-design', 'Fixture design', '', at);
      writer.term(TOPICS.tools, 'fixture-tools', 'Fixture tools', '', at);
      writer.termLink(TOPICS.tools, FIXTURE.posts.pending, at);
      writer.termLink(TOPICS.design, FIXTURE.posts.pending, at);
    },
  });
});
afterAll(() => server.close());

const slugOf = (id: number) => (id >= 95_100 ? `extra-${id}` : `fixture-${id}`);

const bySlug = <T>(slug: string, as: As, edit = false) =>
  server.get<T>(
    `/wp-json/${restRoute(ENDPOINTS.feedBySlug, { feed_slug: slug })}${edit ? '?context=edit' : ''}`,
    as,
  );
const byId = <T>(id: number, as: As, edit = false) =>
  server.get<T>(
    `/wp-json/${restRoute(ENDPOINTS.feedById, { feed_id: id })}${edit ? '?context=edit' : ''}`,
    as,
  );

interface EditedFeed {
  id: number;
  user_id: number;
  message: string;
  status: string;
  topic_ids: number | '' | number[];
  terms: { id: number; taxonomy_name: string; pivot: { post_id: number; term_id: number } }[];
  space: { id: number; slug: string } | null;
  survey?: unknown;
}

interface FeedItem {
  id: number;
  slug: string;
  status: string;
  xprofile: { username: string };
}

/** The keys of a post read for editing, as a running 2.8.1 sent them (behaviour.md). */
const EDIT_KEYS = [
  'comments_count',
  'content_type',
  'created_at',
  'expired_at',
  'featured_image',
  'id',
  'is_sticky',
  'message',
  'message_rendered',
  'parent_id',
  'permalink',
  'priority',
  'privacy',
  'reactions_count',
  'scheduled_at',
  'slug',
  'space',
  'space_id',
  'status',
  'terms',
  'title',
  'topic_ids',
  'type',
  'updated_at',
  'user_id',
];

describe('GET /feeds/{feed_slug}/by-slug?context=edit', () => {
  it('gives a post in review to its author, the space’s moderators and admins, the site’s', async () => {
    const slug = slugOf(FIXTURE.posts.pending);
    for (const as of [
      callers.author,
      callers.spaceModerator,
      callers.spaceAdmin,
      'admin',
    ] as As[]) {
      const { status, body } = await bySlug<{ feed: EditedFeed }>(slug, as, true);
      expect({ as, status }).toEqual({ as, status: 200 });
      expect(Object.keys(body)).toEqual(['feed']);
      expect(body.feed).toMatchObject({ id: FIXTURE.posts.pending, status: 'pending' });
    }
  });

  it('refuses anyone else with the plugin’s 422, the same as for no post at all', async () => {
    const refusal = { status: 422, body: { message: FEED_READ_REFUSALS.editNotAllowed } };
    const slug = slugOf(FIXTURE.posts.pending);
    for (const as of ['anonymous', callers.plain, callers.elsewhereModerator, outsider] as As[]) {
      const { status, body } = await bySlug(slug, as, true);
      expect({ as, status, body }).toEqual({ as, ...refusal });
    }
    const missing = await bySlug('no-such-post', 'admin', true);
    expect({ status: missing.status, body: missing.body }).toEqual(refusal);
    // A published post the member may read is still not theirs to edit.
    const published = await bySlug(slugOf(FIXTURE.posts.publicPost), callers.plain, true);
    expect(published.status).toBe(422);
  });

  it('sends the row’s columns without meta, its topic ids, its terms and its space', async () => {
    const { body } = await bySlug<{ feed: EditedFeed }>(
      slugOf(FIXTURE.posts.pending),
      callers.author,
      true,
    );
    expect([...Object.keys(body.feed)].sort()).toEqual(EDIT_KEYS);
    expect(body.feed.message).toBe(`Fixture post ${FIXTURE.posts.pending}`);
    // The demo never sets topics_config: one topic a post, so the first topic's id alone.
    expect(body.feed.topic_ids).toBe(TOPICS.design);
    expect(body.feed.terms.map((term) => [term.id, term.taxonomy_name, term.pivot])).toEqual([
      [TOPICS.design, 'post_topic', { post_id: FIXTURE.posts.pending, term_id: TOPICS.design }],
      [TOPICS.tools, 'post_topic', { post_id: FIXTURE.posts.pending, term_id: TOPICS.tools }],
    ]);
    expect(body.feed.space).toMatchObject({ id: SPACE_IDS.designClub, slug: 'design-club' });
  });

  it('sends "" for a post without topics, and a survey’s options', async () => {
    const { body } = await bySlug<{ feed: EditedFeed }>(slugOf(POSTS.survey), callers.author, true);
    expect(body.feed.topic_ids).toBe('');
    expect(body.feed.terms).toEqual([]);
    expect(body.feed.survey).toEqual({
      type: 'single_choice',
      options: [{ slug: 'yes', label: 'Yes' }],
      end_date: '',
    });
  });

  it('gives a post outside any space to its author and the site’s moderators only', async () => {
    const slug = slugOf(POSTS.spaceless);
    expect((await bySlug(slug, callers.author, true)).status).toBe(200);
    expect((await bySlug(slug, 'admin', true)).status).toBe(200);
    expect((await bySlug(slug, callers.spaceModerator, true)).status).toBe(422);
  });

  it('gives a post whose author is blocked to a moderator (no look at the author)', async () => {
    const { status, body } = await bySlug<{ feed: EditedFeed }>(
      slugOf(POSTS.byBlockedAuthor),
      'admin',
      true,
    );
    expect(status).toBe(200);
    expect(body.feed.id).toBe(POSTS.byBlockedAuthor);
  });
});

describe('GET /feeds/{feed_slug}/by-slug', () => {
  it('answers {feed, execution_time}, the feed item GET /feeds sends', async () => {
    const { status, body } = await bySlug<{ feed: FeedItem; execution_time: number }>(
      slugOf(FIXTURE.posts.publicPost),
      'anonymous',
    );
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['feed', 'execution_time']);
    expect(body.execution_time).toBeGreaterThanOrEqual(0);
    const feeds = await server.get<{ feeds: { data: FeedItem[] } }>(
      `/wp-json/${restRoute(ENDPOINTS.feeds)}?space=general&search=${encodeURIComponent(
        `Fixture post ${FIXTURE.posts.publicPost}`,
      )}`,
      'anonymous',
    );
    const item = feeds.body.feeds.data.find((feed) => feed.id === FIXTURE.posts.publicPost);
    expect(item).toBeDefined();
    expect(body.feed).toEqual(item);
    expect(body.feed.xprofile.username).toBe(callers.author.username);
  });

  it('finds the slug in any case, as the site’s collation does', async () => {
    const { status, body } = await bySlug<{ feed: FeedItem }>(
      slugOf(FIXTURE.posts.publicPost).toUpperCase(),
      'anonymous',
    );
    expect(status).toBe(200);
    expect(body.feed.id).toBe(FIXTURE.posts.publicPost);
  });

  it('answers 404 for a post the caller may not read, of a blocked author, or none', async () => {
    const notFound = { status: 404, body: { message: FEED_READ_REFUSALS.notFound } };
    const answer = async (slug: string, as: As) => {
      const { status, body } = await bySlug(slug, as);
      return { status, body };
    };
    // design-club is private.
    const privatePost = slugOf(FIXTURE.posts.doomed);
    expect(await answer(privatePost, 'anonymous')).toEqual(notFound);
    expect(await answer(privatePost, outsider)).toEqual(notFound);
    expect((await answer(privatePost, callers.plain)).status).toBe(200);
    expect((await answer(privatePost, 'admin')).status).toBe(200);
    expect(await answer(slugOf(POSTS.byBlockedAuthor), 'admin')).toEqual(notFound);
    expect(await answer('no-such-post', 'admin')).toEqual(notFound);
  });

  it('gives a post in review only to those who may edit it', async () => {
    const slug = slugOf(FIXTURE.posts.pending);
    for (const as of [
      callers.author,
      callers.spaceModerator,
      callers.spaceAdmin,
      'admin',
    ] as As[]) {
      const { status, body } = await bySlug<{ feed: FeedItem }>(slug, as);
      expect({ as, status, id: body.feed.id, postStatus: body.feed.status }).toEqual({
        as,
        status: 200,
        id: FIXTURE.posts.pending,
        postStatus: 'pending',
      });
    }
    const refused = await bySlug(slug, callers.plain);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 404,
      body: { message: FEED_READ_REFUSALS.notViewable },
    });
    // A visitor may not read design-club at all: the first 404.
    expect((await bySlug(slug, 'anonymous')).body).toEqual({
      message: FEED_READ_REFUSALS.notFound,
    });
  });

  it('is no route for a slug the plugin’s router refuses', async () => {
    const { status, body } = await server.get(
      '/wp-json/fluent-community/v2/feeds/a.b/by-slug',
      'admin',
    );
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'rest_no_route' });
  });
});

describe('GET /feeds/{feed_id}/by-id', () => {
  it('answers as by the post’s slug, with or without context=edit', async () => {
    for (const edit of [false, true]) {
      const [viaId, viaSlug] = await Promise.all([
        byId<{ feed: unknown }>(FIXTURE.posts.pending, callers.author, edit),
        bySlug<{ feed: unknown }>(slugOf(FIXTURE.posts.pending), callers.author, edit),
      ]);
      expect(viaId.status).toBe(200);
      expect(viaId.body.feed).toEqual(viaSlug.body.feed);
    }
    const refused = await byId(FIXTURE.posts.pending, callers.plain, true);
    expect(refused).toMatchObject({
      status: 422,
      body: { message: FEED_READ_REFUSALS.editNotAllowed },
    });
  });

  it('answers an unknown id with the plugin’s model-not-found 404, whoever asks', async () => {
    for (const [id, edit] of [
      [999_999, false],
      [999_999, true],
      [0, false],
    ] as const) {
      const { status, body } = await byId(id, 'admin', edit);
      expect({ status, body }).toEqual({
        status: 404,
        body: {
          message: `No query results for model [FluentCommunity\\App\\Models\\Feed] ${id}`,
          data: { wpfluent: { env: 'prod' } },
        },
      });
    }
  });
});
