import type { Database } from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { FEED_ORDERS, type FeedOrder } from '../../../contract/feeds';
import { voteCountsByPost, withVoteCounts } from '../../demo/wordpress/write-posts';
import type { CommentRow, FeedPageQuery, PostRow } from '../rows';
import { createCommentRepository } from '../sqlite/repositories/comments';
import { createFeedDetailRepository } from '../sqlite/repositories/feed-details';
import { createFeedRepository } from '../sqlite/repositories/feeds';
import { createCommentQueries } from '../wordpress/comments';
import { createFeedDetailQueries } from '../wordpress/feed-details';
import { createFeedQueries } from '../wordpress/feeds';
import type { CopiedRows, CopyJob } from './copy-job';
import { copyFeed } from './copy-feed';
import {
  allRows,
  copyBeforeAll,
  openCopyRoundTrip,
  openDumpCopy,
  rowCount,
  type Row,
  type CopyRoundTrip,
} from '../../test/local-copy-round-trip';
import { feedPageQuery, PUBLISHED_AND_PENDING } from '../../test/feed-page-query';

let trip: CopyRoundTrip;
let copied: CopiedRows = {};

copyBeforeAll(
  () => openCopyRoundTrip('copy feed'),
  copyFeed,
  (ready) => ({ target: trip, copied } = ready),
  120_000,
);

/** A page of every published and pending post of the site, in `order`, as a moderator sees it. */
const wholeFeed = (order: FeedOrder, limit: number, offset: number): FeedPageQuery =>
  feedPageQuery({ statuses: PUBLISHED_AND_PENDING, order, limit, offset });

/** Column by column, with the row's table and id in the message when one differs. */
function expectSameRows(table: string, copy: Row[], expected: Row[]): void {
  expect(copy.length).toBe(expected.length);
  expect(copy.length).toBeGreaterThan(0);
  expected.forEach((want, index) => {
    const got = copy[index] ?? {};
    for (const column of Object.keys(want)) {
      expect(got[column], `${table} ${String(want.id ?? index)}.${column}`).toEqual(want[column]);
    }
  });
}

describe('copyFeed over the exported demo', () => {
  it('says how many rows it wrote to each table', () => {
    expect(copied).toEqual({
      fcom_posts: rowCount(trip.copy, 'fcom_posts'),
      fcom_post_comments: rowCount(trip.copy, 'fcom_post_comments'),
      fcom_post_reactions: rowCount(trip.copy, 'fcom_post_reactions'),
      fcom_survey_votes: rowCount(trip.copy, 'fcom_survey_votes'),
    });
    expect(copied.fcom_survey_votes).toBeGreaterThan(0);
  });

  it('copies every feed post as the original holds it (the site URL in place of the token)', () => {
    const votes = voteCountsByPost(trip.original);
    const expected = allRows(trip.original, 'SELECT * FROM fcom_posts ORDER BY id').map((row) => {
      const meta = JSON.parse(trip.siteText(String(row.meta))) as unknown;
      const postVotes = votes.get(Number(row.id));
      return {
        ...row,
        message: trip.siteText(String(row.message)),
        message_rendered: trip.siteText(String(row.message_rendered)),
        featured_image: trip.siteText(row.featured_image as string | null),
        // The site's meta carries each survey option's vote_counts (demo/wordpress/write-posts.ts).
        meta: postVotes ? withVoteCounts(meta, postVotes) : meta,
        // Folded text of the site's message: its URLs are absolute.
        search_text: trip.siteText(String(row.search_text)),
      };
    });
    const copy = allRows(trip.copy, 'SELECT * FROM fcom_posts ORDER BY id').map((row): Row => ({
      ...row,
      meta: JSON.parse(String(row.meta)) as unknown,
    }));
    expectSameRows('fcom_posts', copy, expected);
    expect(copy.some((row) => row.author_status !== 'active')).toBe(true);
  });

  it('copies every comment as the original holds it', () => {
    const expected = allRows(trip.original, 'SELECT * FROM fcom_post_comments ORDER BY id').map(
      (row) => ({
        ...row,
        message: trip.siteText(String(row.message)),
        message_rendered: trip.siteText(String(row.message_rendered)),
        meta: JSON.parse(trip.siteText(String(row.meta))) as unknown,
        search_text: trip.siteText(String(row.search_text)),
      }),
    );
    const copy = allRows(trip.copy, 'SELECT * FROM fcom_post_comments ORDER BY id').map((row) => ({
      ...row,
      meta: JSON.parse(String(row.meta)) as unknown,
    }));
    expectSameRows('fcom_post_comments', copy, expected);
  });

  it('copies every like and bookmark, and every survey vote', () => {
    // The site keeps a comment like's post in parent_id (demo/wordpress/write-engagement.ts), and so does the copy.
    const reactions = allRows(
      trip.original,
      `SELECT r.id, r.user_id, r.object_id, r.object_type, r.type,
              CASE WHEN r.object_type = 'comment' THEN c.post_id ELSE r.parent_id END AS parent_id,
              r.created_at, r.updated_at
         FROM fcom_post_reactions r
         LEFT JOIN fcom_post_comments c ON r.object_type = 'comment' AND c.id = r.object_id
        ORDER BY r.id`,
    );
    expectSameRows(
      'fcom_post_reactions',
      allRows(trip.copy, 'SELECT * FROM fcom_post_reactions ORDER BY id'),
      reactions,
    );
    expect(
      new Set(reactions.map((row) => `${String(row.object_type)}/${String(row.type)}`)),
    ).toEqual(new Set(['feed/like', 'feed/bookmark', 'comment/like']));
    const order = 'ORDER BY post_id, user_id, option_slug';
    expect(allRows(trip.copy, `SELECT * FROM fcom_survey_votes ${order}`)).toEqual(
      allRows(trip.original, `SELECT * FROM fcom_survey_votes ${order}`),
    );
  });
});

describe('the SQLite store over the copy answers as the WordPress store over the site', () => {
  const postIds = () =>
    trip.original
      .prepare<[], { id: number }>('SELECT id FROM fcom_posts ORDER BY id')
      .all()
      .map((row) => row.id);
  const site = () => ({
    feeds: createFeedQueries(trip.job.source),
    details: createFeedDetailQueries(trip.job.source),
    comments: createCommentQueries(trip.job.source),
  });
  const copy = () => ({
    feeds: createFeedRepository(trip.copy),
    details: createFeedDetailRepository(trip.copy),
    comments: createCommentRepository(trip.copy),
  });

  it('reads the same post rows', async () => {
    const ids = postIds();
    const fromSite: PostRow[] = await site().feeds.postsByIds(ids);
    expect(copy().feeds.postsByIds(ids)).toEqual(fromSite);
    expect(fromSite).toHaveLength(ids.length);
  });

  it.each(FEED_ORDERS)('pages the feed in %s order the same way', async (order) => {
    const query = wholeFeed(order, 40, 10);
    const fromSite = await site().feeds.pageIds(query);
    expect(copy().feeds.pageIds(query)).toEqual(fromSite);
    expect(fromSite.length).toBeGreaterThan(0);
  });

  it('reads the same comments, likes, reactions and votes of every post', async () => {
    const ids = postIds();
    const theSite = site().details;
    const ours = copy().details;
    const comments: Map<number, CommentRow[]> = await theSite.commentsByPost(ids);
    expect(ours.commentsByPost(ids)).toEqual(comments);
    expect(comments.size).toBeGreaterThan(0);
    // The site's preview ties are broken by id as ours are: the same three likes.
    expect(ours.likePreviewByPost(ids)).toEqual(await theSite.likePreviewByPost(ids));
    const votes = await theSite.voteCounts(ids);
    expect(ours.voteCounts(ids)).toEqual(votes);
    expect(votes.size).toBeGreaterThan(0);
    const voters = trip.copy
      .prepare<[], { user_id: number }>('SELECT DISTINCT user_id FROM fcom_survey_votes LIMIT 5')
      .all();
    for (const { user_id: userId } of voters) {
      expect(ours.ownVotes(userId, ids)).toEqual(await theSite.ownVotes(userId, ids));
      expect(ours.ownReactions(userId, 'feed', ids)).toEqual(
        await theSite.ownReactions(userId, 'feed', ids),
      );
      const commentIds = [...comments.values()].flat().map((comment) => comment.id);
      expect(ours.ownReactions(userId, 'comment', commentIds)).toEqual(
        await theSite.ownReactions(userId, 'comment', commentIds),
      );
    }
  });

  it("reads a member's comments the same way", async () => {
    const authors = trip.copy
      .prepare<[], { user_id: number }>(
        'SELECT user_id FROM fcom_post_comments GROUP BY user_id ORDER BY count(*) DESC LIMIT 3',
      )
      .all();
    for (const { user_id: userId } of authors) {
      for (const visibleTo of [null, { viewerId: null, readableSpaceIds: [] }]) {
        const query = { userId, visibleTo, limit: 10, offset: 0 };
        const fromSite = await site().comments.byAuthor(query);
        expect(copy().comments.byAuthor(query)).toEqual(fromSite);
      }
    }
  });
});

/**
 * The real plugin's database (test/fixtures/wordpress/) with rows the demo never has, written
 * straight into the site: a draft, a post whose author has no profile, malformed and NULL
 * values, a slug taken twice, a NULL timestamp, a NULL type, a spam comment, a like and a
 * vote given twice.
 */
const ODD_ROWS = [
  `INSERT INTO wp_fcom_posts (id, user_id, title, slug, message, message_rendered, type,
     content_type, space_id, privacy, status, meta, created_at, updated_at) VALUES
   (1001, 2, NULL, NULL, NULL, NULL, 'text', 'text', 2, 'public', 'draft',
    'a:1:{s:3:"bad', '2026-12-01 00:00:00', '2026-12-01 00:00:00'),
   (1002, 999, 'No profile', 'no-profile', 'Whose post is this?', '<p>Whose?</p>', 'text',
    'text', 2, 'public', 'published', NULL, '2026-12-02 00:00:00', '2026-12-02 00:00:00'),
   (1003, 3, 'Again', 'welcome-to-the-community', 'Ça va, Øystein?', '<p>Ça va?</p>', 'text',
    'text', 2, 'public', 'published', '{"comments_disabled":"yes"}', '2026-12-03 00:00:00',
    '2026-12-03 00:00:00'),
   (1004, 4, 'Untyped', 'untyped', 'No type', '<p>No type</p>', NULL, 'text', 2, 'public',
    'published', NULL, '2026-12-04 00:00:00', '2026-12-04 00:00:00'),
   (1005, 5, 'Undated', 'undated', 'No date', '<p>No date</p>', 'text', 'text', 2, 'public',
    'published', NULL, NULL, NULL)`,
  `INSERT INTO wp_fcom_post_comments (id, user_id, post_id, message, message_rendered, meta,
     type, content_type, status, created_at, updated_at) VALUES
   (2001, 5, 13, NULL, NULL, NULL, 'comment', 'text', 'spam', '2026-12-01 00:00:00',
    '2026-12-01 00:00:00'),
   (2002, 6, 13, 'Late reply', '<p>Late reply</p>', 'a:1:{s:4:"x";}', 'comment', 'text',
    'published', '2026-12-02 00:00:00', '2026-12-02 00:00:00')`,
  `INSERT INTO wp_fcom_post_reactions (id, user_id, object_id, parent_id, object_type, type,
     created_at, updated_at) VALUES
   (9001, 7, 14, NULL, 'feed', 'like', '2020-01-01 00:00:00', '2020-01-01 00:00:00'),
   (9002, 7, 14, NULL, 'feed', 'like', '2020-01-02 00:00:00', '2020-01-02 00:00:00'),
   (9003, 18, 27, NULL, 'opt_1', 'survey_vote', '2026-12-01 00:00:00', '2026-12-01 00:00:00')`,
];

describe('copyFeed over a real site with rows the demo never has', () => {
  let copy: Database;
  let job: CopyJob;
  let warnings: string[];

  copyBeforeAll(
    () =>
      openDumpCopy('copy feed odd rows', async (admin) => {
        for (const statement of ODD_ROWS) await admin.query(statement);
      }),
    copyFeed,
    ({ target }) => ({ copy, job, warnings } = target),
    120_000,
  );

  const post = (id: number) =>
    copy.prepare<[number], Row>('SELECT * FROM fcom_posts WHERE id = ?').get(id);

  it('keeps only feed posts: never course sections, lessons, or a post without a type', () => {
    const types = copy
      .prepare<[], { type: string; n: number }>(
        'SELECT type, count(*) AS n FROM fcom_posts GROUP BY type',
      )
      .all();
    // 80 feed posts in the dump (README) and the four odd ones with a type.
    expect(types).toEqual([{ type: 'text', n: 84 }]);
    expect(post(1004)).toBeUndefined();
  });

  it('reads malformed meta as empty with a warning, NULL text as empty, a draft as a draft', () => {
    expect(post(1001)).toMatchObject({
      status: 'draft',
      meta: '{}',
      title: '',
      message: '',
      slug: '',
      search_text: '\n',
      author_status: 'active',
    });
    expect(warnings).toContainEqual(expect.stringMatching(/wp_fcom_posts\.meta \(row 1001\)/));
    expect(post(1003)).toMatchObject({
      meta: '{"comments_disabled":"yes"}',
      search_text: 'again\nca va, oystein?',
    });
  });

  it('keeps the post of an author without a profile out of the feeds, as the site store does', async () => {
    expect(post(1002)).toMatchObject({ author_status: '', user_id: 999 });
    const query = feedPageQuery({ spaceId: 2, limit: 100 });
    const fromSite = await createFeedQueries(job.source).pageIds(query);
    expect(fromSite).not.toContain(1002);
    // The undated post comes last on both (NULL on the site, '' in the copy).
    expect(fromSite.at(-1)).toBe(1005);
    expect(createFeedRepository(copy).pageIds(query)).toEqual(fromSite);
  });

  it.each(FEED_ORDERS)('pages the whole site in %s order as the site store does', async (order) => {
    const query = wholeFeed(order, 200, 0);
    const fromSite = await createFeedQueries(job.source).pageIds(query);
    // Orders that read every post test authors with "no inactive profile" on the site store
    // (feeds.ts), which lets in a post whose author has no profile; every other order, the
    // sticky post and the SQLite store show only posts of authors with an active profile.
    const scansEveryPost = ['oldest', 'popular', 'likes'].includes(order);
    expect(fromSite.includes(1002)).toBe(scansEveryPost);
    expect(fromSite).toContain(1005);
    expect(fromSite).not.toContain(1001);
    expect(createFeedRepository(copy).pageIds(query)).toEqual(fromSite.filter((id) => id !== 1002));
  });

  it('gives a second post with a taken slug a slug of its own, with a warning', () => {
    expect(post(1003)).toMatchObject({ slug: 'welcome-to-the-community#1003' });
    expect(post(13)).toMatchObject({ slug: 'welcome-to-the-community' });
    expect(warnings).toContainEqual(expect.stringMatching(/share a slug.*1003/));
  });

  it('reads every other post row as the site store does', async () => {
    const ids = copy
      .prepare<[], { id: number }>(
        'SELECT id FROM fcom_posts WHERE id NOT IN (1003, 1005) ORDER BY id',
      )
      .all()
      .map((row) => row.id);
    expect(createFeedRepository(copy).postsByIds(ids)).toEqual(
      await createFeedQueries(job.source).postsByIds(ids),
    );
  });

  it('keeps the stored counters and copies comments of any status', async () => {
    const [stored] = await job.source.sql.rows<{ comments_count: number }>(
      'test.counter',
      'SELECT comments_count FROM wp_fcom_posts WHERE id = 13',
    );
    const published = copy
      .prepare<[], { n: number }>(
        "SELECT count(*) AS n FROM fcom_post_comments WHERE post_id = 13 AND status = 'published'",
      )
      .get();
    expect(post(13)).toMatchObject({ comments_count: stored?.comments_count });
    expect(published?.n).not.toBe(stored?.comments_count);
    expect(
      copy.prepare('SELECT status, message, meta FROM fcom_post_comments WHERE id = 2001').get(),
    ).toEqual({
      status: 'spam',
      message: '',
      meta: '{}',
    });
    expect(warnings).toContainEqual(
      expect.stringMatching(/wp_fcom_post_comments\.meta \(row 2002\)/),
    );
    const ids = [13, 14, 27];
    expect(createFeedDetailRepository(copy).commentsByPost(ids)).toEqual(
      await createFeedDetailQueries(job.source).commentsByPost(ids),
    );
  });

  it('copies likes, bookmarks and votes only, each once, and says which it left out', async () => {
    const kinds = copy
      .prepare<[], { object_type: string; type: string }>(
        'SELECT DISTINCT object_type, type FROM fcom_post_reactions ORDER BY 1, 2',
      )
      .all();
    expect(kinds).toEqual([
      { object_type: 'comment', type: 'like' },
      { object_type: 'feed', type: 'like' },
    ]);
    expect(
      copy.prepare('SELECT id FROM fcom_post_reactions WHERE id IN (9001, 9002)').all(),
    ).toEqual([{ id: 9001 }]);
    expect(warnings).toContainEqual(
      expect.stringMatching(/1 row\(s\) of wp_fcom_post_reactions.*same reaction.*9002/),
    );
    expect(warnings).toContainEqual(expect.stringMatching(/same survey vote.*9003/));
    // The dump's survey (post 27): 5, 2 and 2 votes, as its meta's vote_counts say.
    expect(createFeedDetailRepository(copy).voteCounts([27])).toEqual(
      new Map([
        [
          27,
          new Map([
            ['opt_1', 5],
            ['opt_2', 2],
            ['opt_3', 2],
          ]),
        ],
      ]),
    );
    const likes = [13, 14, 15];
    expect(createFeedDetailRepository(copy).likePreviewByPost(likes)).toEqual(
      await createFeedDetailQueries(job.source).likePreviewByPost(likes),
    );
  });
});
