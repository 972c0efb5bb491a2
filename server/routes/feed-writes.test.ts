import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS, ENDPOINTS, FEED_MESSAGES, FEED_REFUSALS, restRoute } from '../../contract';
import { addModerationFixture, FIXTURE, type ModerationCallers } from '../test/feed-fixtures';
import {
  basicAuth,
  createTestServer,
  testStoreKind,
  type As,
  type TestServer,
} from '../test/harness';

/**
 * The writes of posts and comments (behaviour.md, "A post's pin and comments", "Publishing a
 * post in review", "Deleting a post", "Deleting a comment"), with the plugin's rules (from its
 * source): who may, each answer, and what the reads show after. The demo takes them; over a
 * site's database the site does (decision 035), and the copy follows at once.
 */
let server: TestServer;
let callers: ModerationCallers;

beforeAll(async () => {
  server = await createTestServer({ prepare: (db) => (callers = addModerationFixture(db)) });
});
afterAll(() => server.close());

const { posts, comments } = FIXTURE;

function authorization(as: As): Record<string, string> {
  if (as === 'anonymous') return {};
  const account =
    as === 'admin' ? server.credentials.admin : as === 'member' ? server.credentials.member : as;
  return { Authorization: basicAuth(account) };
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function send(
  method: string,
  route: string,
  as: As,
  body: object = {},
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await server.app.request(`/wp-json/${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...authorization(as), ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const feedRoute = (feedId: number) => restRoute(ACTIONS.patchFeed, { feed_id: feedId });
const commentRoute = (feedId: number, commentId: number) =>
  restRoute(ACTIONS.deleteComment, { feed_id: feedId, comment_id: commentId });
const patch = (feedId: number, body: object, as: As) => send('PATCH', feedRoute(feedId), as, body);
const update = (feedId: number, body: object, as: As) => send('POST', feedRoute(feedId), as, body);
const remove = (feedId: number, as: As) => send('DELETE', feedRoute(feedId), as);
const removeComment = (feedId: number, commentId: number, as: As) =>
  send('DELETE', commentRoute(feedId, commentId), as);

interface FeedItem {
  id: number;
  status: string;
  is_sticky: boolean;
  comments_count: number;
  reactions_count: number;
  meta: { comments_disabled: string };
  comments: { id: number }[];
  terms: { slug: string }[];
}
interface FeedsBody {
  feeds: { data: FeedItem[] };
  sticky: FeedItem | null;
}

/** design-club's feed as the site's administrator reads it (pinned post apart). */
async function clubFeed(query = ''): Promise<FeedsBody> {
  const url = `/wp-json/${restRoute(ENDPOINTS.feeds)}?space=design-club&per_page=100&${query}`;
  return (await server.get<FeedsBody>(url, 'admin')).body;
}

/** A post as design-club's feed lists it (the pinned one too), or undefined. */
async function postInFeed(feedId: number, query = ''): Promise<FeedItem | undefined> {
  const { feeds, sticky } = await clubFeed(`disable_sticky=yes&${query}`);
  return [...feeds.data, ...(sticky ? [sticky] : [])].find((item) => item.id === feedId);
}

const notFound = (model: 'Feed' | 'Comment', id: number) => ({
  status: 404,
  body: {
    message: `No query results for model [FluentCommunity\\App\\Models\\${model}] ${id}`,
    data: { wpfluent: { env: 'prod' } },
  },
});
const mustSignIn = {
  status: 403,
  body: {
    code: 'Permission Callback Error',
    message: 'You must be logged in to perform this action',
    data: { status: 403 },
  },
};
const notAllowed = {
  status: 403,
  body: { code: 'rest_forbidden', message: FEED_REFUSALS.notAllowed, data: { status: 403 } },
};
const refused = (message: string) => ({ status: 422, body: { message } });

const onDemo = testStoreKind() === 'sqlite';

describe.runIf(onDemo)('PATCH /feeds/{feed_id} on the demo', () => {
  it('refuses visitors, members and moderators of other spaces as the plugin does', async () => {
    expect(await patch(posts.pinTarget, { is_sticky: 1 }, 'anonymous')).toEqual(mustSignIn);
    for (const as of [callers.plain, callers.elsewhereModerator]) {
      expect(await patch(posts.pinTarget, { is_sticky: 1 }, as)).toEqual(
        refused(FEED_REFUSALS.patchNotAllowed),
      );
    }
    expect(await patch(999_999, { is_sticky: 1 }, 'admin')).toEqual(notFound('Feed', 999_999));
    expect((await postInFeed(posts.pinTarget))?.is_sticky).toBe(false);
  });

  it('refuses a moderator whose own profile is blocked, on every post write (the policy)', async () => {
    const policy = {
      status: 403,
      body: {
        code: 'rest_forbidden',
        message: 'Sorry, you are not allowed to do that.',
        data: { status: 403 },
      },
    };
    const as = callers.blockedModerator;
    expect(await patch(posts.pinTarget, { is_sticky: 1 }, as)).toEqual(policy);
    expect(await update(posts.pending, { message: 'x', status: 'published' }, as)).toEqual(policy);
    expect(await remove(posts.thread, as)).toEqual(policy);
    expect(await removeComment(posts.thread, comments.byAuthor, as)).toEqual(policy);
  });

  it('lets the author turn comments off and on, and nothing else', async () => {
    const off = await patch(
      posts.pinTarget,
      { comments_disabled: 1, is_sticky: 1 },
      callers.author,
    );
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      message: FEED_MESSAGES.patched,
      feed: { id: posts.pinTarget, is_sticky: 0, meta: { comments_disabled: 'yes' } },
    });
    expect(await postInFeed(posts.pinTarget)).toMatchObject({
      is_sticky: false,
      meta: { comments_disabled: 'yes' },
    });
    await patch(posts.pinTarget, { comments_disabled: '0' }, callers.author);
    expect((await postInFeed(posts.pinTarget))?.meta.comments_disabled).toBe('no');
  });

  it('answers the post as the model holds it, with its space', async () => {
    const { body } = await patch(posts.pinTarget, { comments_disabled: 0 }, 'admin');
    const feed = body.feed as Record<string, unknown>;
    expect(Object.keys(feed)).toEqual([
      'id',
      'user_id',
      'parent_id',
      'title',
      'slug',
      'message',
      'message_rendered',
      'type',
      'content_type',
      'space_id',
      'privacy',
      'status',
      'featured_image',
      'meta',
      'is_sticky',
      'comments_count',
      'reactions_count',
      'priority',
      'expired_at',
      'scheduled_at',
      'created_at',
      'updated_at',
      'permalink',
      'space',
    ]);
    expect(feed.space).toMatchObject({ slug: 'design-club', type: 'community' });
    expect(feed.permalink).toMatch(/\/portal\/space\/design-club\/post\/fixture-95001$/);
  });

  it('pins a post for a space moderator, unpinning the space’s other pinned post', async () => {
    const stickies = () =>
      server.db
        .prepare('SELECT id FROM fcom_posts WHERE space_id = 3 AND is_sticky = 1')
        .pluck()
        .all();
    // The fixture's pinned post, and the demo's own.
    expect(stickies()).toContain(posts.pinned);
    expect(stickies().length).toBeGreaterThan(1);
    const pinned = await patch(posts.pinTarget, { is_sticky: '1' }, callers.spaceModerator);
    expect(pinned).toMatchObject({ status: 200, body: { feed: { is_sticky: 1 } } });
    expect((await clubFeed()).sticky?.id).toBe(posts.pinTarget);
    expect(stickies()).toEqual([posts.pinTarget]);
    // Space admins and the site's administrators may too.
    await patch(posts.pinned, { is_sticky: 1 }, callers.spaceAdmin);
    expect((await clubFeed()).sticky?.id).toBe(posts.pinned);
    await patch(posts.pinned, { is_sticky: 0 }, 'admin');
    expect((await clubFeed()).sticky).toBeNull();
    await patch(posts.pinned, { is_sticky: 1 }, 'admin');
    expect((await clubFeed()).sticky?.id).toBe(posts.pinned);
  });

  it('takes a POST standing for a PATCH', async () => {
    const answer = await send(
      'POST',
      feedRoute(posts.pinTarget),
      'admin',
      { comments_disabled: 1 },
      { 'X-HTTP-Method-Override': 'PATCH' },
    );
    expect(answer).toMatchObject({ status: 200, body: { message: FEED_MESSAGES.patched } });
    expect((await postInFeed(posts.pinTarget))?.meta.comments_disabled).toBe('yes');
  });
});

describe.runIf(onDemo)('POST /feeds/{feed_id} on the demo: publishing a post in review', () => {
  const body = { message: 'Fixture post 95003', title: 'Fixture 95003', status: 'published' };

  it('requires the message first, then the post, then the author or a moderator', async () => {
    expect(await update(posts.pending, {}, 'anonymous')).toEqual(mustSignIn);
    expect(await update(999_999, { status: 'published' }, 'admin')).toEqual({
      status: 422,
      body: { message: { required: FEED_REFUSALS.messageRequired } },
    });
    expect(await update(999_999, body, 'admin')).toEqual(notFound('Feed', 999_999));
    for (const as of [callers.plain, callers.elsewhereModerator]) {
      expect(await update(posts.pending, body, as)).toEqual(notAllowed);
    }
    expect((await postInFeed(posts.pending, 'status=pending'))?.status).toBe('pending');
  });

  it('publishes it for a space moderator: out of review, into the feed', async () => {
    const answer = await update(posts.pending, body, callers.spaceModerator);
    expect(answer).toMatchObject({
      status: 200,
      body: { message: FEED_MESSAGES.updated, feed: { id: posts.pending, status: 'published' } },
    });
    expect(await postInFeed(posts.pending, 'status=pending')).toBeUndefined();
    expect((await postInFeed(posts.pending))?.status).toBe('published');
    const row = server.db
      .prepare('SELECT title, message, message_rendered FROM fcom_posts WHERE id = ?')
      .get(posts.pending);
    expect(row).toEqual({
      title: 'Fixture 95003',
      message: 'Fixture post 95003',
      message_rendered: '<p>Fixture post 95003</p>',
    });
  });

  it('keeps the topics sent back, and drops them when none are sent', async () => {
    const topic = server.db
      .prepare('SELECT term_id AS id FROM fcom_term_space WHERE space_id = 3 ORDER BY term_id')
      .get() as { id: number };
    await update(posts.pending, { ...body, topic_ids: [topic.id] }, 'admin');
    expect((await postInFeed(posts.pending))?.terms).toHaveLength(1);
    await update(posts.pending, body, 'admin');
    expect((await postInFeed(posts.pending))?.terms).toEqual([]);
  });
});

describe.runIf(onDemo)('DELETE /feeds/{feed_id} on the demo', () => {
  it('refuses visitors and others, then deletes the post with its comments and likes', async () => {
    expect(await remove(posts.doomed, 'anonymous')).toEqual(mustSignIn);
    expect(await remove(posts.doomed, callers.plain)).toEqual(notAllowed);
    expect(await remove(posts.doomed, callers.elsewhereModerator)).toEqual(notAllowed);
    expect((await postInFeed(posts.doomed))?.comments_count).toBe(2);

    expect(await remove(posts.doomed, callers.author)).toEqual({
      status: 200,
      body: { message: FEED_MESSAGES.deleted },
    });
    expect(await postInFeed(posts.doomed)).toBeUndefined();
    const left = (sql: string) => server.db.prepare(sql).pluck().get(posts.doomed);
    expect(left('SELECT count(*) FROM fcom_post_comments WHERE post_id = ?')).toBe(0);
    expect(
      left("SELECT count(*) FROM fcom_post_reactions WHERE object_type = 'feed' AND object_id = ?"),
    ).toBe(0);
    expect(
      server.db
        .prepare('SELECT count(*) FROM fcom_post_reactions WHERE object_id IN (?, ?)')
        .pluck()
        .get(comments.doomedTop, comments.doomedReply),
    ).toBe(0);
    const reactions = await server.get(
      `/wp-json/${restRoute(ENDPOINTS.feedReactions, { feed_id: posts.doomed })}`,
      'admin',
    );
    expect(reactions.status).toBe(404);
    expect(await remove(posts.doomed, 'admin')).toEqual(notFound('Feed', posts.doomed));
  });

  it('takes a POST standing for a DELETE, for a space moderator', async () => {
    const answer = await send(
      'POST',
      feedRoute(posts.publicPost),
      callers.spaceModerator,
      {},
      { 'X-HTTP-Method-Override': 'DELETE' },
    );
    // publicPost is in general, where the club's moderator is no moderator.
    expect(answer).toEqual(notAllowed);
    // WordPress reads `?_method=` first: the form a cross-origin caller can send.
    const byQuery = await send(
      'POST',
      `${feedRoute(posts.publicPost)}?_method=delete`,
      callers.spaceModerator,
    );
    expect(byQuery).toEqual(notAllowed);
  });
});

describe.runIf(onDemo)('DELETE /feeds/{feed_id}/comments/{comment_id} on the demo', () => {
  it('answers a missing post or comment, or one of another post, as the plugin does', async () => {
    expect(await removeComment(posts.thread, comments.byAuthor, 'anonymous')).toEqual(mustSignIn);
    expect(await removeComment(999_999, comments.byAuthor, 'admin')).toEqual(
      notFound('Feed', 999_999),
    );
    expect(await removeComment(posts.thread, 999_999, 'admin')).toEqual(
      notFound('Comment', 999_999),
    );
    expect(await removeComment(posts.pinTarget, comments.byAuthor, 'admin')).toEqual(
      refused(FEED_REFUSALS.invalidComment),
    );
  });

  it('is for the comment’s author and the space’s moderators, not the post’s author', async () => {
    const notYours = refused(FEED_REFUSALS.commentNotAllowed);
    expect(await removeComment(posts.thread, comments.byModerator, callers.author)).toEqual(
      notYours,
    );
    expect(await removeComment(posts.thread, comments.byModerator, callers.plain)).toEqual(
      notYours,
    );
    expect(
      await removeComment(posts.thread, comments.byModerator, callers.elsewhereModerator),
    ).toEqual(notYours);
    expect(await removeComment(posts.thread, comments.byAuthor, callers.author)).toEqual({
      status: 200,
      body: { message: FEED_MESSAGES.commentDeleted },
    });
    expect((await postInFeed(posts.thread))?.comments_count).toBe(4);
  });

  it('deletes a comment with its replies and their likes, and counts the post again', async () => {
    const answer = await send(
      'POST',
      commentRoute(posts.thread, comments.threadTop),
      callers.spaceModerator,
      {},
      { 'X-HTTP-Method-Override': 'DELETE' },
    );
    expect(answer).toEqual({ status: 200, body: { message: FEED_MESSAGES.commentDeleted } });
    const item = await postInFeed(posts.thread);
    expect(item?.comments_count).toBe(1);
    expect(item?.comments.map((comment) => comment.id)).toEqual([comments.byModerator]);
    expect(
      server.db
        .prepare(
          "SELECT count(*) FROM fcom_post_reactions WHERE object_type = 'comment' AND object_id = ?",
        )
        .pluck()
        .get(comments.threadReply),
    ).toBe(0);
  });
});

describe.runIf(!onDemo)("the post writes over a site's database", () => {
  // A stand-in for the site takes them here (server/test/fake-plugin-site.ts, decision 035).
  it('go to the site, whose answer comes back, and the next read shows them', async () => {
    const pinned = await patch(posts.pinTarget, { is_sticky: 1 }, callers.spaceModerator);
    expect(pinned).toMatchObject({ status: 200, body: { message: FEED_MESSAGES.patched } });
    expect((await clubFeed()).sticky?.id).toBe(posts.pinTarget);

    const published = await update(
      posts.pending,
      { message: 'Fixture post 95003', status: 'published' },
      'admin',
    );
    expect(published).toMatchObject({ status: 200, body: { message: FEED_MESSAGES.updated } });
    expect((await postInFeed(posts.pending))?.status).toBe('published');

    const comment = await send(
      'POST',
      commentRoute(posts.thread, comments.threadTop),
      'admin',
      {},
      { 'X-HTTP-Method-Override': 'DELETE' },
    );
    expect(comment).toEqual({ status: 200, body: { message: FEED_MESSAGES.commentDeleted } });
    const thread = await postInFeed(posts.thread);
    expect(thread?.comments_count).toBe(2);
    expect(thread?.comments.map((row) => row.id).sort()).toEqual([
      comments.byAuthor,
      comments.byModerator,
    ]);

    expect(await remove(posts.doomed, 'admin')).toEqual({
      status: 200,
      body: { message: FEED_MESSAGES.deleted },
    });
    expect(await postInFeed(posts.doomed)).toBeUndefined();
    const reactions = await server.get(
      `/wp-json/${restRoute(ENDPOINTS.feedReactions, { feed_id: posts.doomed })}`,
      'admin',
    );
    expect(reactions.status).toBe(404);
  });
});
