import type { SiteRow, TermRow, TopicRow } from '../rows';
import { mapColumn, type StoreContext } from './context';

/**
 * The site's topics as the plugin lists them (Utility::getTopics): fcom_terms of taxonomy
 * `post_topic` by title, `admin_only` from each one's PHP-serialized settings (default `no`),
 * and the spaces it is offered in from fcom_meta (`term_space_relation`: object_id the topic,
 * meta_key the space id), in the order they were set.
 */
type RawTopic = Pick<
  SiteRow<TermRow, 'title' | 'description'>,
  'id' | 'title' | 'description' | 'slug'
> & {
  /** The site's own column (PHP-serialized); our database keeps no topic settings. */
  settings: string | null;
};

export function createTopicQueries(context: StoreContext) {
  const { sql, tables: t } = context;
  return {
    async all(): Promise<TopicRow[]> {
      const [topics, links] = await Promise.all([
        sql.rows<RawTopic>(
          'topics.all',
          `SELECT id, title, description, slug, settings FROM ${t.terms}
            WHERE taxonomy_name = 'post_topic' ORDER BY title, id`,
        ),
        sql.rows<{ topic: number; space: string }>(
          'topics.all',
          `SELECT object_id AS topic, meta_key AS space FROM ${t.meta}
            WHERE object_type = 'term_space_relation' ORDER BY id`,
        ),
      ]);
      const spaces = new Map<number, number[]>();
      for (const link of links) {
        // meta_key is text: a value that is no space id is no link.
        const spaceId = /^\d+$/.test(link.space) ? Number(link.space) : null;
        if (spaceId === null) continue;
        const ids = spaces.get(Number(link.topic)) ?? [];
        ids.push(spaceId);
        spaces.set(Number(link.topic), ids);
      }
      return topics.map((topic) => {
        const settings = JSON.parse(
          mapColumn(context, topic.settings, { table: t.terms, column: 'settings', id: topic.id }),
        ) as Record<string, unknown>;
        const adminOnly = settings.admin_only;
        return {
          id: Number(topic.id),
          title: topic.title ?? '',
          description: topic.description ?? '',
          slug: topic.slug,
          admin_only: typeof adminOnly === 'string' ? adminOnly : 'no',
          space_ids: spaces.get(Number(topic.id)) ?? [],
        };
      });
    },
  };
}
