import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../migrations';
import { seedDemo } from '../../../demo/demo';
import { createCommentRepository } from './comments';
import type { AuthorCommentsQuery, CommentRow } from '../../rows';
import { TEST_SEED_ANCHOR } from '../../../test/seed-anchor';

/**
 * A member's comments come from two indexes (schema 4's post access, schema 5's comments in
 * id order). Whatever the viewer, offset and limit, the page and the total must be the ones
 * read straight from the tables: every published comment of the member, newest first, and for
 * someone else only those on published feed posts they wrote, outside any space, or in a
 * space they may read.
 */
let db: Database.Database;
let author: number;
let viewer: number;

beforeAll(() => {
  db = new Database(':memory:');
  migrate(db);
  seedDemo(db, { users: 120, posts: 500, anchor: TEST_SEED_ANCHOR });
  ({ author } = db
    .prepare(
      'SELECT user_id AS author FROM fcom_post_comments GROUP BY user_id ORDER BY count(*) DESC LIMIT 1',
    )
    .get() as { author: number });
  ({ viewer } = db
    .prepare('SELECT user_id AS viewer FROM fcom_xprofile WHERE user_id <> ? ORDER BY id LIMIT 1')
    .get(author) as { viewer: number });
  // Every case the visibility rule and the filters tell apart, on some of the member's rows.
  db.exec(`
    UPDATE fcom_post_comments SET status = 'pending' WHERE user_id = ${author} AND id % 9 = 0;
    UPDATE fcom_post_comments SET type = 'note' WHERE user_id = ${author} AND id % 10 = 1;
    UPDATE fcom_posts SET type = 'message' WHERE id % 11 = 0;
    UPDATE fcom_posts SET status = 'pending' WHERE id % 12 = 5;
    UPDATE fcom_posts SET space_id = NULL WHERE id % 13 = 0;
    UPDATE fcom_posts SET user_id = ${viewer} WHERE id % 7 = 3;
  `);
});
afterAll(() => db.close());

type Viewer = AuthorCommentsQuery['visibleTo'];

interface PostAccess {
  type: string;
  status: string;
  space_id: number | null;
  user_id: number;
}

/** The member's page, from a scan of both tables. */
function expectedPage(visibleTo: Viewer, limit: number, offset: number) {
  const posts = new Map(
    db
      .prepare<[], PostAccess & { id: number }>(
        'SELECT id, type, status, space_id, user_id FROM fcom_posts',
      )
      .all()
      .map(({ id, ...post }) => [id, post]),
  );
  const mayRead = (post: PostAccess | undefined) =>
    visibleTo === null ||
    (post !== undefined &&
      post.type === 'text' &&
      post.status === 'published' &&
      (post.user_id === visibleTo.viewerId ||
        post.space_id === null ||
        visibleTo.readableSpaceIds.includes(post.space_id)));
  const all = db
    .prepare<[number], CommentRow>(
      `SELECT id, user_id, post_id, parent_id, reactions_count, message, message_rendered, meta,
              type, content_type, status, is_sticky, created_at, updated_at
         FROM fcom_post_comments WHERE user_id = ?`,
    )
    .all(author)
    .filter((row) => row.status === 'published' && row.type === 'comment')
    .filter((row) => mayRead(posts.get(row.post_id)))
    .sort((a, b) => b.id - a.id);
  return { rows: all.slice(offset, offset + limit), total: all.length };
}

/** The viewers, by who they are (the viewer is known once the demo is seeded). */
const viewers: Record<string, () => Viewer> = {
  'the member or a moderator': () => null,
  'a visitor (public spaces)': () => ({ viewerId: null, readableSpaceIds: [1, 2, 4] }),
  'a member of one private space': () => ({ viewerId: viewer, readableSpaceIds: [1, 2, 3, 4] }),
  'someone who may read no space': () => ({ viewerId: viewer, readableSpaceIds: [] }),
};

describe('a member’s comments', () => {
  it('covers every case: pending, other types, unreadable and own posts', () => {
    const totalFor = (who: string) => expectedPage(viewers[who]?.() ?? null, 1, 0).total;
    const everyone = totalFor('the member or a moderator');
    const visitor = totalFor('a visitor (public spaces)');
    const own = totalFor('someone who may read no space');
    expect(everyone).toBeGreaterThan(60);
    expect(visitor).toBeGreaterThan(0);
    expect(visitor).toBeLessThan(everyone);
    // With no space to read, the viewer still sees comments on posts outside any space, and
    // on their own posts wherever they are.
    const outsideSpaces = expectedPage({ viewerId: 0, readableSpaceIds: [] }, 1, 0).total;
    expect(outsideSpaces).toBeGreaterThan(0);
    expect(own).toBeGreaterThan(outsideSpaces);
    expect(own).toBeLessThan(visitor);
  });

  for (const [who, viewerOf] of Object.entries(viewers)) {
    it(`pages them for ${who} as the tables read, at any depth`, () => {
      const visibleTo = viewerOf();
      const comments = createCommentRepository(db);
      const { total } = expectedPage(visibleTo, 1, 0);
      for (const limit of [1, 15, 100]) {
        for (const offset of [0, 15, 45, Math.max(0, total - 5), total, total + 10]) {
          expect(comments.byAuthor({ userId: author, visibleTo, limit, offset })).toEqual(
            expectedPage(visibleTo, limit, offset),
          );
        }
      }
    });
  }

  it('answers a member without comments with no rows and a total of 0', () => {
    const { nobody } = db
      .prepare(
        `SELECT user_id AS nobody FROM fcom_xprofile
          WHERE user_id NOT IN (SELECT user_id FROM fcom_post_comments) LIMIT 1`,
      )
      .get() as { nobody: number };
    const comments = createCommentRepository(db);
    for (const viewerOf of Object.values(viewers)) {
      const visibleTo = viewerOf();
      expect(comments.byAuthor({ userId: nobody, visibleTo, limit: 15, offset: 0 })).toEqual({
        rows: [],
        total: 0,
      });
    }
  });

  it('keeps a visitor’s list only until this connection writes', () => {
    const visibleTo: Viewer = { viewerId: null, readableSpaceIds: [] };
    const comments = createCommentRepository(db);
    const before = comments.byAuthor({ userId: author, visibleTo, limit: 5, offset: 0 });
    expect(before).toEqual(expectedPage(visibleTo, 5, 0));
    const spaceless = db
      .prepare<[], number>(
        "SELECT id FROM fcom_posts WHERE space_id IS NULL AND type = 'text' AND status = 'published' LIMIT 1",
      )
      .pluck()
      .get();
    const add = (on: Database.Database) =>
      Number(
        on
          .prepare(
            `INSERT INTO fcom_post_comments (user_id, post_id, message, message_rendered, meta, type,
               content_type, status, created_at, updated_at, search_text)
             VALUES (?, ?, 'kept?', '<p>kept?</p>', '{}', 'comment', 'text', 'published',
               '2030-01-01 00:00:00', '2030-01-01 00:00:00', 'kept?')`,
          )
          .run(author, spaceless).lastInsertRowid,
      );
    // Written by the repository's own connection.
    const first = add(db);
    const afterOwn = comments.byAuthor({ userId: author, visibleTo, limit: 5, offset: 0 });
    expect(afterOwn.total).toBe(before.total + 1);
    expect(afterOwn.rows[0]?.id).toBe(first);
    expect(afterOwn).toEqual(expectedPage(visibleTo, 5, 0));
  });
});

describe('a member’s comments read by a read-only connection while another writes', () => {
  it('shows a comment committed by the other connection at the next read', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'community-desk-comments-'));
    const file = path.join(dir, 'community.sqlite');
    const writer = new Database(file);
    try {
      writer.pragma('journal_mode = WAL');
      migrate(writer);
      seedDemo(writer, { users: 40, posts: 120, anchor: TEST_SEED_ANCHOR });
      const reader = new Database(file, { readonly: true });
      try {
        const { member, post } = writer
          .prepare(
            `SELECT c.user_id AS member, p.id AS post FROM fcom_post_comments c
               JOIN fcom_posts p ON p.type = 'text' AND p.status = 'published'
              WHERE c.status = 'published' LIMIT 1`,
          )
          .get() as { member: number; post: number };
        writer.prepare('UPDATE fcom_posts SET space_id = NULL WHERE id = ?').run(post);
        const visibleTo: Viewer = { viewerId: null, readableSpaceIds: [] };
        const comments = createCommentRepository(reader);
        const before = comments.byAuthor({ userId: member, visibleTo, limit: 5, offset: 0 });
        writer
          .prepare(
            `INSERT INTO fcom_post_comments (user_id, post_id, message, message_rendered, meta, type,
               content_type, status, created_at, updated_at, search_text)
             VALUES (?, ?, 'later', '<p>later</p>', '{}', 'comment', 'text', 'published',
               '2030-01-01 00:00:00', '2030-01-01 00:00:00', 'later')`,
          )
          .run(member, post);
        const after = comments.byAuthor({ userId: member, visibleTo, limit: 5, offset: 0 });
        expect(after.total).toBe(before.total + 1);
        expect(after.rows[0]?.message).toBe('later');
      } finally {
        reader.close();
      }
    } finally {
      writer.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
