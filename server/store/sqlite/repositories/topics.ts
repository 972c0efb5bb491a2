import type { Database } from 'better-sqlite3';
import type { TopicRow } from '../../rows';

/**
 * The site's topics (fcom_terms, taxonomy `post_topic`) by title, each with the spaces it is
 * offered in (fcom_term_space, schema 4). The demo keeps no topic settings: `admin_only` is
 * the plugin's default, `no`.
 */
export type TopicRepository = ReturnType<typeof createTopicRepository>;

export function createTopicRepository(db: Database) {
  const topics = db.prepare<[], Omit<TopicRow, 'admin_only' | 'space_ids'>>(
    `SELECT id, title, description, slug FROM fcom_terms WHERE taxonomy_name = 'post_topic'
      ORDER BY title, id`,
  );
  const links = db.prepare<[], { term_id: number; space_id: number }>(
    'SELECT term_id, space_id FROM fcom_term_space ORDER BY term_id, space_id',
  );
  return {
    all(): TopicRow[] {
      const spaces = new Map<number, number[]>();
      for (const link of links.all()) {
        const ids = spaces.get(link.term_id);
        if (ids) ids.push(link.space_id);
        else spaces.set(link.term_id, [link.space_id]);
      }
      return topics
        .all()
        .map((topic) => ({ ...topic, admin_only: 'no', space_ids: spaces.get(topic.id) ?? [] }));
    },
  };
}
