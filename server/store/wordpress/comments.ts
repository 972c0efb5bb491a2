import type { AuthorCommentsQuery, CommentRow } from '../rows';
import type { StoreContext } from './context';
import { COMMENT_COLUMNS, toCommentRow, type RawComment } from './feed-details';

/**
 * A member's comments (behaviour.md, "A member's comments"), as the plugin's getComments
 * selects them: published comments (type `comment`) newest first; for someone else's eyes,
 * only those on feed posts (type `text`) they wrote, outside any space, or in a space they
 * may read — and, unlike the plugin, published ones only. The plugin's own `user_id` index
 * serves the range, in id order.
 */
export function createCommentQueries(context: StoreContext) {
  const { sql, tables: t } = context;
  return {
    async byAuthor(query: AuthorCommentsQuery): Promise<{ rows: CommentRow[]; total: number }> {
      const where = ["c.user_id = ? AND c.status = 'published' AND c.type = 'comment'"];
      const values: unknown[] = [query.userId];
      const { visibleTo } = query;
      if (visibleTo !== null) {
        const spaces = visibleTo.readableSpaceIds.length > 0 ? 'p.space_id IN (?)' : 'FALSE';
        where.push(`EXISTS (SELECT 1 FROM ${t.posts} p WHERE p.id = c.post_id AND p.type = 'text'
          AND p.status = 'published'
          AND (p.user_id = ? OR p.space_id IS NULL OR ${spaces}))`);
        values.push(visibleTo.viewerId ?? 0);
        if (visibleTo.readableSpaceIds.length > 0) values.push(visibleTo.readableSpaceIds);
      }
      const from = `FROM ${t.comments} c WHERE ${where.join(' AND ')}`;
      const [count] = await sql.rows<{ n: number }>(
        'comments.byAuthor',
        `SELECT count(*) AS n ${from}`,
        values,
      );
      const total = Number(count?.n ?? 0);
      if (total <= query.offset) return { rows: [], total };
      const columns = COMMENT_COLUMNS.split(',')
        .map((column) => `c.${column.trim()}`)
        .join(', ');
      const rows = await sql.rows<RawComment>(
        'comments.byAuthor',
        `SELECT ${columns} ${from} ORDER BY c.id DESC LIMIT ? OFFSET ?`,
        [...values, query.limit, query.offset],
      );
      return { rows: rows.map((row) => toCommentRow(context, row)), total };
    },
  };
}
