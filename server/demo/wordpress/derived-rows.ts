/**
 * Rows a real site has that our SQLite does not keep, derived in MariaDB from the rows just
 * copied, as the plugin would have written them:
 * - `fcom_user_activities`: a `feed_published` entry per published feed post (`is_public`
 *   when its space is public), dated like the post;
 * - `fcom_meta` `term_space_relation`: each topic linked to the spaces whose posts use it
 *   (object_id the topic, meta_key the space id).
 */
import type { ResultSetHeader } from 'mysql2/promise';
import { quoteIdentifier } from './batch-insert';
import type { WriteContext } from './write-context';
import { tableName, type WordPressTable } from './schema';

function table(context: WriteContext, name: WordPressTable): string {
  return quoteIdentifier(tableName(name, context.prefix));
}

async function affectedRows(context: WriteContext, sql: string): Promise<number> {
  const [result] = await context.connection.query<ResultSetHeader>(sql);
  return result.affectedRows;
}

export function deriveActivities(context: WriteContext): Promise<number> {
  return affectedRows(
    context,
    `INSERT INTO ${table(context, 'fcom_user_activities')}
       (user_id, feed_id, space_id, related_id, message, is_public, action_name, created_at,
        updated_at)
     SELECT p.user_id, p.id, p.space_id, NULL, NULL, s.privacy = 'public', 'feed_published',
            p.created_at, p.created_at
       FROM ${table(context, 'fcom_posts')} p
       JOIN ${table(context, 'fcom_spaces')} s ON s.id = p.space_id
      WHERE p.type = 'text' AND p.status = 'published'
      ORDER BY p.id`,
  );
}

export function deriveTopicSpaces(context: WriteContext): Promise<number> {
  return affectedRows(
    context,
    `INSERT INTO ${table(context, 'fcom_meta')}
       (object_type, object_id, meta_key, value, created_at, updated_at)
     SELECT 'term_space_relation', l.term_id, l.space_id, NULL, t.created_at, t.created_at
       FROM (SELECT DISTINCT tf.term_id, p.space_id
               FROM ${table(context, 'fcom_term_feed')} tf
               JOIN ${table(context, 'fcom_posts')} p ON p.id = tf.post_id
              WHERE p.space_id IS NOT NULL) l
       JOIN ${table(context, 'fcom_terms')} t ON t.id = l.term_id
      ORDER BY l.term_id, l.space_id`,
  );
}
