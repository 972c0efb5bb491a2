import mysql from 'mysql2/promise';
import {
  FEED_MESSAGES,
  PROFILE_STATUS_MESSAGE,
  SPACE_MEMBER_MESSAGES,
  SPACE_MEMBER_REFUSALS,
} from '../../contract';
import { serializeJson } from '../demo/wordpress/php-values';
import type { SiteWrites } from '../http/site-writes';
import { serializedMapAsJson } from '../store/wordpress/php-serialized';

/** A request the fake site received. */
export interface SiteCall {
  url: string;
  method: string;
  authorization: string | null;
  contentType: string | null;
  body: string;
}

export interface FakePluginSite {
  restRoot: string;
  fetch: SiteWrites['fetch'];
  calls: SiteCall[];
  /** Makes the next request fail as given instead of being taken. */
  failNext(failure: 'network' | { status: number; body: string; type?: string }): void;
  close(): Promise<void>;
}

const MEMBERS = /\/fluent-community\/v2\/spaces\/([^/]+)\/members(\/remove)?$/;
const PROFILE = /\/fluent-community\/v2\/members\/(\d+)$/;
const FEED = /\/fluent-community\/v2\/feeds\/(\d+)$/;
const COMMENT = /\/fluent-community\/v2\/feeds\/(\d+)\/comments\/(\d+)$/;

/**
 * A stand-in for a FluentCommunity site taking the membership writes, a profile's status and
 * the post writes (pin, comments off, publish, delete a post or a comment), for the tests of
 * what our server does around them (forwarding, copying what they touched): it writes the
 * site's MariaDB database as the plugin does and answers as a running 2.8.1 answers
 * (behaviour.md, "Writes: a space's members"). It checks no credentials: the real site does.
 */
export function fakePluginSite(databaseUrl: string, prefix = 'wp_'): FakePluginSite {
  const restRoot = 'http://site.test/wp-json';
  const calls: SiteCall[] = [];
  let failure: Parameters<FakePluginSite['failNext']>[0] | null = null;
  let connection: Promise<mysql.Connection> | null = null;
  const db = () => (connection ??= mysql.createConnection(databaseUrl));
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json; charset=UTF-8' },
    });

  async function take(
    slug: string,
    remove: boolean,
    fields: URLSearchParams | Record<string, unknown>,
  ) {
    const get = (name: string) =>
      fields instanceof URLSearchParams ? fields.get(name) : (fields[name] as unknown);
    const userId = Number(get('user_id'));
    const role = ['member', 'moderator', 'admin'].includes(String(get('role')))
      ? String(get('role'))
      : 'member';
    const sql = await db();
    const [[space]] = await sql.query<mysql.RowDataPacket[]>(
      `SELECT id FROM ${prefix}fcom_spaces WHERE slug = ? AND type = 'community'`,
      [slug],
    );
    if (!space) {
      return json(403, {
        code: 'Permission Callback Error',
        message: 'You do not have permission to do this action',
        data: { status: 403 },
      });
    }
    const [[row]] = await sql.query<mysql.RowDataPacket[]>(
      `SELECT id, status, role FROM ${prefix}fcom_space_user WHERE space_id = ? AND user_id = ?`,
      [space.id, userId],
    );
    if (remove) {
      if (!row) return json(422, { message: SPACE_MEMBER_REFUSALS.notMember });
      await sql.query(`DELETE FROM ${prefix}fcom_space_user WHERE id = ?`, [row.id]);
      return json(200, { message: SPACE_MEMBER_MESSAGES.removed });
    }
    if (!row) {
      await sql.query(
        `INSERT INTO ${prefix}fcom_space_user (space_id, user_id, role, status, created_at, updated_at)
         VALUES (?, ?, ?, 'active', NOW(), NOW())`,
        [space.id, String(userId), role],
      );
      return json(200, { message: SPACE_MEMBER_MESSAGES.added });
    }
    if (row.status !== 'active') {
      await sql.query(
        `UPDATE ${prefix}fcom_space_user SET status = 'active', updated_at = NOW() WHERE id = ?`,
        [row.id],
      );
      return json(200, { message: SPACE_MEMBER_MESSAGES.approved });
    }
    if (row.role === role) return json(422, { message: SPACE_MEMBER_REFUSALS.alreadyMember });
    await sql.query(
      `UPDATE ${prefix}fcom_space_user SET role = ?, updated_at = NOW() WHERE id = ?`,
      [role, row.id],
    );
    return json(200, { message: SPACE_MEMBER_MESSAGES.roleUpdated });
  }

  async function setStatus(userId: number, fields: URLSearchParams | Record<string, unknown>) {
    const status = String(
      fields instanceof URLSearchParams ? fields.get('status') : (fields.status as unknown),
    );
    const sql = await db();
    if (['active', 'pending', 'blocked'].includes(status)) {
      await sql.query(
        `UPDATE ${prefix}fcom_xprofile SET status = ?, updated_at = NOW() WHERE user_id = ?`,
        [status, userId],
      );
    }
    const [[member]] = await sql.query<mysql.RowDataPacket[]>(
      `SELECT id, user_id, status FROM ${prefix}fcom_xprofile WHERE user_id = ?`,
      [userId],
    );
    return json(200, { message: PROFILE_STATUS_MESSAGE, member });
  }

  /** The post writes, with the plugin's side effects (behaviour.md, per route); no rules. */
  async function takePostWrite(
    method: string,
    feedId: number,
    commentId: number | null,
    fields: URLSearchParams | Record<string, unknown>,
  ) {
    const get = (name: string) =>
      fields instanceof URLSearchParams ? fields.get(name) : (fields[name] as unknown);
    const sql = await db();
    const t = (name: string) => `${prefix}fcom_${name}`;
    const [[post]] = await sql.query<mysql.RowDataPacket[]>(
      `SELECT id, space_id, meta, status FROM ${t('posts')} WHERE id = ?`,
      [feedId],
    );
    if (!post) return json(404, { message: 'No query results for model' });
    if (commentId !== null && method === 'DELETE') {
      const thread = [commentId];
      for (let index = 0; index < thread.length; index += 1) {
        const [replies] = await sql.query<mysql.RowDataPacket[]>(
          `SELECT id FROM ${t('post_comments')} WHERE parent_id = ? AND post_id = ?`,
          [thread[index], feedId],
        );
        thread.push(...replies.map((row) => Number(row.id)));
      }
      await sql.query(
        `DELETE FROM ${t('post_reactions')} WHERE object_type = 'comment' AND object_id IN (?)`,
        [thread],
      );
      await sql.query(`DELETE FROM ${t('post_comments')} WHERE id IN (?)`, [thread]);
      await sql.query(
        `UPDATE ${t('posts')} SET comments_count =
           (SELECT count(*) FROM ${t('post_comments')} WHERE post_id = ? AND type = 'comment')
          WHERE id = ?`,
        [feedId, feedId],
      );
      return json(200, { message: FEED_MESSAGES.commentDeleted });
    }
    if (method === 'DELETE') {
      const [rows] = await sql.query<mysql.RowDataPacket[]>(
        `SELECT id FROM ${t('post_comments')} WHERE post_id = ?`,
        [feedId],
      );
      const commentIds = [0, ...rows.map((row) => Number(row.id))];
      await sql.query(
        `DELETE FROM ${t('post_reactions')}
          WHERE (object_type = 'comment' AND object_id IN (?))
             OR (object_id = ? AND (object_type = 'feed' OR type = 'survey_vote'))`,
        [commentIds, feedId],
      );
      await sql.query(`DELETE FROM ${t('post_comments')} WHERE post_id = ?`, [feedId]);
      await sql.query(`DELETE FROM ${t('term_feed')} WHERE post_id = ?`, [feedId]);
      await sql.query(`DELETE FROM ${t('posts')} WHERE id = ?`, [feedId]);
      return json(200, { message: FEED_MESSAGES.deleted });
    }
    if (method === 'PATCH') {
      const sticky = get('is_sticky');
      if (sticky !== null && sticky !== undefined) {
        if (Number(sticky) && post.space_id !== null) {
          await sql.query(
            `UPDATE ${t('posts')} SET is_sticky = 0, updated_at = NOW()
              WHERE space_id = ? AND is_sticky = 1`,
            [post.space_id],
          );
        }
        await sql.query(`UPDATE ${t('posts')} SET is_sticky = ?, updated_at = NOW() WHERE id = ?`, [
          Number(sticky) ? 1 : 0,
          feedId,
        ]);
      }
      const off = get('comments_disabled');
      if (off !== null && off !== undefined) {
        const meta = JSON.parse(serializedMapAsJson(String(post.meta ?? ''))) as object;
        const next = JSON.stringify({ ...meta, comments_disabled: Number(off) ? 'yes' : 'no' });
        await sql.query(`UPDATE ${t('posts')} SET meta = ?, updated_at = NOW() WHERE id = ?`, [
          serializeJson(next),
          feedId,
        ]);
      }
      return json(200, { feed: { id: feedId }, message: FEED_MESSAGES.patched });
    }
    const status = String(get('status') ?? post.status);
    await sql.query(`UPDATE ${t('posts')} SET status = ?, updated_at = NOW() WHERE id = ?`, [
      status,
      feedId,
    ]);
    return json(200, { feed: { id: feedId, status }, message: FEED_MESSAGES.updated });
  }

  return {
    restRoot,
    calls,
    failNext(next) {
      failure = next;
    },
    async fetch(url, init) {
      const headers = new Headers(init.headers);
      const body =
        init.body instanceof ArrayBuffer
          ? new TextDecoder().decode(init.body)
          : String(init.body ?? '');
      calls.push({
        url,
        method: init.method ?? 'GET',
        authorization: headers.get('Authorization'),
        contentType: headers.get('Content-Type'),
        body,
      });
      const failing = failure;
      failure = null;
      if (failing === 'network') throw new TypeError('fetch failed');
      if (failing) {
        return new Response(failing.body, {
          status: failing.status,
          headers: { 'Content-Type': failing.type ?? 'application/json' },
        });
      }
      const fields = headers.get('Content-Type')?.includes('json')
        ? (JSON.parse(body || '{}') as Record<string, unknown>)
        : new URLSearchParams(body);
      const method = headers.get('X-HTTP-Method-Override') ?? init.method ?? 'GET';
      const path = new URL(url).pathname;
      const comment = COMMENT.exec(path);
      if (comment) return takePostWrite(method, Number(comment[1]), Number(comment[2]), fields);
      const feed = FEED.exec(path);
      if (feed) return takePostWrite(method, Number(feed[1]), null, fields);
      const profile = PROFILE.exec(new URL(url).pathname);
      if (profile && method === 'PATCH') return setStatus(Number(profile[1]), fields);
      const match = MEMBERS.exec(new URL(url).pathname);
      if (!match || method !== 'POST') return json(404, { code: 'rest_no_route' });
      return take(decodeURIComponent(match[1]!), match[2] !== undefined, fields);
    },
    async close() {
      if (connection) await (await connection).end();
    },
  };
}
