import type { Database } from 'better-sqlite3';
import type { AccountCredentials } from '../demo/credentials';
import { SPACE_IDS } from '../demo/demo-facts';
import { toSqlTimestamp } from '../demo/timestamps';
import { createDemoWriter, type PostRecord } from '../demo/writer';
import { addCaller } from './callers';

/** The callers of the post moderation tests, each with a role in design-club (private). */
export interface ModerationCallers {
  /** A member, who wrote every fixture post and some comments. */
  author: AccountCredentials;
  /** A member with no rights over others' posts, who wrote comments and likes. */
  plain: AccountCredentials;
  spaceModerator: AccountCredentials;
  spaceAdmin: AccountCredentials;
  /** A moderator of engineering, only a member of design-club. */
  elsewhereModerator: AccountCredentials;
  /** A moderator of design-club whose own profile is blocked. */
  blockedModerator: AccountCredentials;
}

/** The fixture's posts (design-club unless said) and comments, by what each test does. */
export const FIXTURE = {
  posts: {
    pinTarget: 95_001,
    pinned: 95_002,
    pending: 95_003,
    doomed: 95_004,
    thread: 95_005,
    /** In general, the demo's public space. */
    publicPost: 95_006,
  },
  comments: {
    /** On `doomed`: a comment by `plain`, and `author`'s reply to it. */
    doomedTop: 96_001,
    doomedReply: 96_002,
    /** On `thread`: plain's comment, spaceModerator's reply, plain's reply to that. */
    threadTop: 96_011,
    threadReply: 96_012,
    threadReplyReply: 96_013,
    /** On `thread`: top-level comments by author and by spaceModerator. */
    byAuthor: 96_014,
    byModerator: 96_015,
  },
} as const;

/**
 * Adds the callers, posts, comments and likes of the post moderation tests (routes/
 * feed-writes.test.ts, routes/feed-reactions.test.ts), in a test server's `prepare` so every
 * store serves them.
 */
export function addModerationFixture(db: Database): ModerationCallers {
  const member = (login: string, role: 'member' | 'moderator' | 'admin' = 'member') =>
    addCaller(db, { login, memberships: [{ spaceId: SPACE_IDS.designClub, role }] });
  const callers: ModerationCallers = {
    author: member('postauthor'),
    plain: member('plainmember'),
    spaceModerator: member('clubmod', 'moderator'),
    spaceAdmin: member('clubowner', 'admin'),
    elsewhereModerator: addCaller(db, {
      login: 'engmod',
      memberships: [
        { spaceId: SPACE_IDS.designClub },
        { spaceId: SPACE_IDS.engineering, role: 'moderator' },
      ],
    }),
    blockedModerator: addCaller(db, {
      login: 'blockedclubmod',
      profileStatus: 'blocked',
      memberships: [{ spaceId: SPACE_IDS.designClub, role: 'moderator' }],
    }),
  };
  const idOf = (account: AccountCredentials) =>
    (
      db.prepare('SELECT ID FROM wp_users WHERE user_login = ?').get(account.username) as {
        ID: number;
      }
    ).ID;
  const author = idOf(callers.author);
  const plain = idOf(callers.plain);
  const moderator = idOf(callers.spaceModerator);
  const writer = createDemoWriter(db);
  const at = toSqlTimestamp(new Date(Date.UTC(2026, 0, 5, 10)));
  const post = (id: number, changes: Partial<PostRecord> = {}) =>
    writer.post({
      id,
      userId: author,
      spaceId: SPACE_IDS.designClub,
      title: `Fixture ${id}`,
      slug: `fixture-${id}`,
      message: `Fixture post ${id}`,
      messageRendered: `<p>Fixture post ${id}</p>`,
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
  const { posts, comments } = FIXTURE;
  post(posts.pinTarget);
  post(posts.pinned, { isSticky: true });
  post(posts.pending, { status: 'pending' });
  post(posts.doomed);
  post(posts.thread);
  post(posts.publicPost, { spaceId: SPACE_IDS.general });
  const comment = (id: number, postId: number, userId: number, parentId: number | null = null) =>
    writer.comment({
      id,
      postId,
      userId,
      parentId,
      message: `Comment ${id}`,
      messageRendered: `<p>Comment ${id}</p>`,
      meta: {},
      createdAt: at,
    });
  comment(comments.doomedTop, posts.doomed, plain);
  comment(comments.doomedReply, posts.doomed, author, comments.doomedTop);
  comment(comments.threadTop, posts.thread, plain);
  comment(comments.threadReply, posts.thread, moderator, comments.threadTop);
  comment(comments.threadReplyReply, posts.thread, plain, comments.threadReply);
  comment(comments.byAuthor, posts.thread, author);
  comment(comments.byModerator, posts.thread, moderator);
  const react = (userId: number, objectId: number, objectType: 'feed' | 'comment', type = 'like') =>
    writer.reaction({
      userId,
      objectId,
      objectType,
      type: type as 'like' | 'bookmark',
      createdAt: at,
    });
  react(plain, posts.doomed, 'feed');
  react(moderator, posts.doomed, 'feed');
  react(plain, posts.doomed, 'feed', 'bookmark');
  react(author, comments.doomedTop, 'comment');
  react(author, comments.threadReply, 'comment');
  react(plain, posts.publicPost, 'feed');
  react(moderator, posts.publicPost, 'feed');
  return callers;
}
