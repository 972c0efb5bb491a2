import Database from 'better-sqlite3';
import { SPACE_IDS } from '../../server/demo/demo-facts';
import { fromSqlTimestamp, SECOND, toSqlTimestamp } from '../../server/demo/timestamps';
import { createDemoWriter } from '../../server/demo/writer';
import { databaseFile } from '../../server/store/sqlite/open';

/**
 * A post written by someone on the site while a test watches the feed: the reference server
 * has no write route (the dashboard is read-only), so it goes straight into the e2e server's
 * SQLite file (DATA_DIR, see playwright.config.ts), through the demo seeder's own writer. The
 * server reads every request fresh from that file (WAL mode; nothing of the feed is cached),
 * so the post is served at once, without a restart.
 *
 * It goes into the Staff Room, a secret space no other spec counts posts of, as the newest post
 * of the community, by that space's latest author; `remove()` deletes it again.
 */
export interface CreatedPost {
  id: number;
  title: string;
  remove: () => void;
}

function openDatabase(): Database.Database {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the tests with `npx playwright test`.');
  const db = new Database(databaseFile(dataDir), { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return db;
}

export function createPost(title: string): CreatedPost {
  const db = openDatabase();
  try {
    const newest = db
      .prepare('SELECT max(id) AS id, max(created_at) AS createdAt FROM fcom_posts')
      .get() as { id: number; createdAt: string };
    const author = db
      .prepare('SELECT user_id AS id FROM fcom_posts WHERE space_id = ? ORDER BY created_at DESC')
      .get(SPACE_IDS.staffRoom) as { id: number };
    const id = newest.id + 1;
    const createdAt = new Date(
      Math.max(Date.now(), fromSqlTimestamp(newest.createdAt).getTime() + SECOND),
    );
    createDemoWriter(db).post({
      id,
      userId: author.id,
      spaceId: SPACE_IDS.staffRoom,
      title,
      slug: `live-${id}`,
      message: `${title}: posted while the feed was open.`,
      messageRendered: `<p>${title}: posted while the feed was open.</p>`,
      contentType: 'text',
      privacy: 'private',
      status: 'published',
      featuredImage: null,
      meta: {},
      isSticky: false,
      scheduledAt: null,
      createdAt: toSqlTimestamp(createdAt),
    });
    return {
      id,
      title,
      remove: () => {
        const again = openDatabase();
        try {
          again.prepare('DELETE FROM fcom_posts WHERE id = ?').run(id);
        } finally {
          again.close();
        }
      },
    };
  } finally {
    db.close();
  }
}
