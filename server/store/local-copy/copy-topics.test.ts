import type { Database } from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { FeedPageQuery, TopicRow } from '../rows';
import { createFeedDetailRepository } from '../sqlite/repositories/feed-details';
import { createFeedRepository } from '../sqlite/repositories/feeds';
import { createTopicRepository } from '../sqlite/repositories/topics';
import { createFeedDetailQueries } from '../wordpress/feed-details';
import { createFeedQueries } from '../wordpress/feeds';
import { createTopicQueries } from '../wordpress/topics';
import { copyFeed } from './copy-feed';
import type { CopiedRows, CopyJob } from './copy-job';
import { copyTopics } from './copy-topics';
import {
  allRows,
  copyBeforeAll,
  openCopyRoundTrip,
  openDumpCopy,
  rowCount,
  type CopyRoundTrip,
} from '../../test/local-copy-round-trip';
import { feedPageQuery } from '../../test/feed-page-query';

/** A topic's feed, newest first, as an administrator sees it. */
const topicFeed = (topicId: number): FeedPageQuery => feedPageQuery({ topicId, limit: 50 });

describe('copyTopics over the exported demo', () => {
  let trip: CopyRoundTrip;
  let copied: CopiedRows = {};

  copyBeforeAll(
    () => openCopyRoundTrip('copy topics'),
    async (job) => {
      const topics = await copyTopics(job);
      await copyFeed(job);
      return topics;
    },
    (ready) => ({ target: trip, copied } = ready),
    120_000,
  );

  it('copies every term, every topic of a post and every space of a topic', () => {
    const terms = allRows(trip.original, 'SELECT * FROM fcom_terms ORDER BY id').map((row) => ({
      ...row,
      description: trip.siteText(String(row.description)),
    }));
    expect(allRows(trip.copy, 'SELECT * FROM fcom_terms ORDER BY id')).toEqual(terms);
    expect(terms.length).toBeGreaterThan(0);
    const links = 'SELECT * FROM fcom_term_feed ORDER BY id';
    expect(allRows(trip.copy, links)).toEqual(allRows(trip.original, links));
    // The demo derives them from its posts (migration 004); the export writes them to the
    // site's fcom_meta (derived-rows.ts), from where they come back.
    const spaces = 'SELECT * FROM fcom_term_space ORDER BY term_id, space_id';
    expect(allRows(trip.copy, spaces)).toEqual(allRows(trip.original, spaces));
    expect(copied).toEqual({
      fcom_terms: rowCount(trip.copy, 'fcom_terms'),
      fcom_term_feed: rowCount(trip.copy, 'fcom_term_feed'),
      fcom_term_space: rowCount(trip.copy, 'fcom_term_space'),
    });
    expect(copied.fcom_term_space).toBeGreaterThan(0);
  });

  it('answers topics, a page of topics and a topic feed as the site store does', async () => {
    const fromSite: TopicRow[] = await createTopicQueries(trip.job.source).all();
    expect(createTopicRepository(trip.copy).all()).toEqual(fromSite);
    const postIds = trip.original
      .prepare<[], { id: number }>('SELECT id FROM fcom_posts ORDER BY id')
      .all()
      .map((row) => row.id);
    expect(createFeedDetailRepository(trip.copy).termsByPost(postIds)).toEqual(
      await createFeedDetailQueries(trip.job.source).termsByPost(postIds),
    );
    for (const topic of fromSite) {
      const siteIds = await createFeedQueries(trip.job.source).pageIds(topicFeed(topic.id));
      expect(createFeedRepository(trip.copy).pageIds(topicFeed(topic.id))).toEqual(siteIds);
      expect(createFeedRepository(trip.copy).topicIdBySlug(topic.slug)).toBe(topic.id);
    }
  });
});

/**
 * The real plugin's database with rows the demo never has: topic spaces an administrator set
 * that no post explains, links that are no links, a topic given twice to a post, a slug taken
 * twice in one taxonomy, another taxonomy, NULL text.
 */
const ODD_ROWS = [
  `INSERT INTO wp_fcom_meta (id, object_type, object_id, meta_key, value) VALUES
   (101, 'term_space_relation', 2, '6', NULL),
   (102, 'term_space_relation', 1, 'abc', NULL),
   (103, 'term_space_relation', NULL, '2', NULL),
   (104, 'term_space_relation', 1, '2', NULL),
   (105, 'space_meta', 3, '5', NULL)`,
  `INSERT INTO wp_fcom_terms (id, parent_id, taxonomy_name, slug, title, description, settings)
   VALUES (10, NULL, 'post_topic', 'questions', 'Questions again', NULL, NULL),
          (11, NULL, 'other_taxonomy', 'questions', NULL, NULL, NULL),
          (12, 1, 'post_topic', 'untitled', NULL, NULL, 'a:1:{s:3:"bad')`,
  `INSERT INTO wp_fcom_term_feed (id, term_id, post_id) VALUES
   (101, 1, 13), (102, NULL, 14), (103, 2, NULL), (104, 2, 14)`,
];

describe('copyTopics over a real site with rows the demo never has', () => {
  let copy: Database;
  let job: CopyJob;
  let warnings: string[];

  copyBeforeAll(
    () =>
      openDumpCopy('copy topics odd rows', async (admin) => {
        for (const statement of ODD_ROWS) await admin.query(statement);
      }),
    async (job) => {
      await copyTopics(job);
      await copyFeed(job);
    },
    ({ target }) => ({ copy, job, warnings } = target),
    120_000,
  );

  it('offers each topic in the spaces the site set, not the spaces of its posts', async () => {
    const fromSite = await createTopicQueries(job.source).all();
    const ours = createTopicRepository(copy).all();
    // Topic 2 (showcase) is on no post in the dump, yet offered in spaces 4 and 6.
    expect(ours.find((topic) => topic.id === 2)?.space_ids).toEqual([4, 6]);
    // The site lists each topic's spaces in the order they were set, which is ascending here;
    // `admin_only` is not kept by our schema (see the report), 'no' on every topic of the dump
    // but the malformed one, which the site store also reads as 'no'. The second holder of a
    // topic's slug is listed under a slug of its own. A space set twice for a topic (meta 104)
    // the site lists twice; our (term, space) key holds it once.
    const expected = fromSite.map((topic) => ({
      ...topic,
      slug: topic.id === 10 ? 'questions#10' : topic.slug,
      space_ids: [...new Set(topic.space_ids)],
    }));
    expect(fromSite.find((topic) => topic.id === 1)?.space_ids).toEqual([2, 4, 2]);
    expect(ours).toEqual(expected);
    expect(warnings).toContainEqual(
      expect.stringMatching(/1 row\(s\) of wp_fcom_meta not copied.*same space.*104/),
    );
  });

  it('copies terms of every taxonomy, renames a taken slug, reads NULL text as empty', () => {
    expect(
      allRows(
        copy,
        'SELECT id, taxonomy_name, slug, title, description FROM fcom_terms ORDER BY id',
      ),
    ).toEqual([
      {
        id: 1,
        taxonomy_name: 'post_topic',
        slug: 'questions',
        title: 'Questions',
        description: 'Ask the community anything',
      },
      {
        id: 2,
        taxonomy_name: 'post_topic',
        slug: 'showcase',
        title: 'Showcase',
        description: 'Share what you made',
      },
      {
        id: 3,
        taxonomy_name: 'post_topic',
        slug: 'resources',
        title: 'Resources',
        description: 'Useful links, tools and reading',
      },
      {
        id: 10,
        taxonomy_name: 'post_topic',
        slug: 'questions#10',
        title: 'Questions again',
        description: '',
      },
      { id: 11, taxonomy_name: 'other_taxonomy', slug: 'questions', title: '', description: '' },
      { id: 12, taxonomy_name: 'post_topic', slug: 'untitled', title: '', description: '' },
    ]);
    expect(warnings).toContainEqual(
      expect.stringMatching(/1 term\(s\) of wp_fcom_terms share a slug.*id 10\b/),
    );
  });

  it('copies each topic of a post once, and no link without a topic or a post', async () => {
    expect(copy.prepare('SELECT count(*) AS n FROM fcom_term_feed').get()).toEqual({ n: 14 });
    expect(copy.prepare('SELECT created_at FROM fcom_term_feed WHERE id = 1').get()).toEqual({
      created_at: '',
    });
    expect(warnings).toContainEqual(
      expect.stringMatching(/wp_fcom_term_feed not copied.*id 101\b/),
    );
    const ids = [13, 14, 18];
    // The site shows the topic given twice to post 13 (link 101) twice; our key holds it once.
    const fromSite = await createFeedDetailQueries(job.source).termsByPost(ids);
    expect(fromSite.get(13)).toHaveLength(2);
    expect(createFeedDetailRepository(copy).termsByPost(ids)).toEqual(
      new Map(
        [...fromSite].map(([postId, terms]) => [
          postId,
          terms.slice(0, postId === 13 ? 1 : undefined),
        ]),
      ),
    );
    for (const topicId of [1, 2, 3]) {
      expect(createFeedRepository(copy).pageIds(topicFeed(topicId))).toEqual(
        await createFeedQueries(job.source).pageIds(topicFeed(topicId)),
      );
    }
  });
});
