/**
 * Profiles, spaces, memberships and topics, column for column, as the plugin stores them:
 * PHP-serialized `meta`/`settings`, membership `user_id` as a string, an empty membership
 * `meta` as NULL (what the plugin leaves), and each topic with the plugin's default settings.
 */
import type { MenuRow, ProfileRecord, SpaceUserRow, TermRow } from '../../store/rows';
import { SITE_URL_TOKEN } from '../../store/site-url';
import { insertRows, siteSerialized, siteText, type WriteContext } from './write-context';
import type { SqlValue } from './batch-insert';
import { phpSerialize } from './php-values';

export function writeProfiles(context: WriteContext): Promise<number> {
  const rows = context.sqlite
    .prepare<[], ProfileRecord>(
      `SELECT id, user_id, total_points, username, status, is_verified, display_name, avatar,
              short_description, last_activity, meta, created_at, updated_at
         FROM fcom_xprofile ORDER BY id`,
    )
    .iterate();
  return insertRows(
    context,
    'fcom_xprofile',
    [
      'id',
      'user_id',
      'total_points',
      'username',
      'status',
      'is_verified',
      'display_name',
      'avatar',
      'short_description',
      'last_activity',
      'meta',
      'created_at',
      'updated_at',
    ],
    (function* (): Generator<SqlValue[]> {
      for (const row of rows) {
        yield [
          row.id,
          row.user_id,
          row.total_points,
          row.username,
          row.status,
          row.is_verified,
          row.display_name,
          // The avatar the demo shows (shape/profile.ts), written out: a real site's NULL
          // would mean a gravatar instead.
          siteText(
            context,
            row.avatar ?? `${SITE_URL_TOKEN}/demo-media/avatars/${row.user_id}.svg`,
          ),
          siteText(context, row.short_description),
          row.last_activity,
          siteSerialized(context, row.meta),
          row.created_at,
          row.updated_at,
        ];
      }
    })(),
  );
}

export function writeSpaces(context: WriteContext): Promise<number> {
  const rows = context.sqlite
    .prepare<[], MenuRow>(
      `SELECT id, created_by, parent_id, title, slug, logo, cover_photo, description, type,
              privacy, status, serial, settings, created_at, updated_at
         FROM fcom_spaces ORDER BY id`,
    )
    .all();
  return insertRows(
    context,
    'fcom_spaces',
    [
      'id',
      'created_by',
      'parent_id',
      'title',
      'slug',
      'logo',
      'cover_photo',
      'description',
      'type',
      'privacy',
      'status',
      'serial',
      'settings',
      'created_at',
      'updated_at',
    ],
    rows.map((row) => [
      row.id,
      row.created_by,
      row.parent_id,
      row.title,
      row.slug,
      siteText(context, row.logo),
      siteText(context, row.cover_photo),
      siteText(context, row.description),
      row.type,
      row.privacy,
      row.status,
      row.serial,
      siteSerialized(context, row.settings),
      row.created_at,
      row.updated_at,
    ]),
  );
}

function membershipMeta(context: WriteContext, json: string): string | null {
  const value = JSON.parse(json) as unknown;
  const empty = value === null || (typeof value === 'object' && Object.keys(value).length === 0);
  return empty ? null : siteSerialized(context, json);
}

export function writeMemberships(context: WriteContext): Promise<number> {
  const rows = context.sqlite
    .prepare<[], SpaceUserRow>(
      `SELECT id, space_id, user_id, status, role, meta, created_at, updated_at
         FROM fcom_space_user ORDER BY id`,
    )
    .iterate();
  return insertRows(
    context,
    'fcom_space_user',
    ['id', 'space_id', 'user_id', 'status', 'role', 'meta', 'created_at', 'updated_at'],
    (function* (): Generator<SqlValue[]> {
      for (const row of rows) {
        yield [
          row.id,
          row.space_id,
          String(row.user_id),
          row.status,
          row.role,
          membershipMeta(context, row.meta),
          row.created_at,
          row.updated_at,
        ];
      }
    })(),
  );
}

/** What the plugin stores in a new topic's `settings`. */
const TOPIC_SETTINGS = phpSerialize(new Map([['admin_only', 'no']]));

export function writeTopics(context: WriteContext): Promise<number> {
  const rows = context.sqlite
    .prepare<[], TermRow>(
      `SELECT id, parent_id, taxonomy_name, slug, title, description, created_at, updated_at
         FROM fcom_terms ORDER BY id`,
    )
    .all();
  return insertRows(
    context,
    'fcom_terms',
    [
      'id',
      'parent_id',
      'taxonomy_name',
      'slug',
      'title',
      'description',
      'settings',
      'created_at',
      'updated_at',
    ],
    rows.map((row) => [
      row.id,
      row.parent_id,
      row.taxonomy_name,
      row.slug,
      row.title,
      siteText(context, row.description),
      TOPIC_SETTINGS,
      row.created_at,
      row.updated_at,
    ]),
  );
}

export function writeTopicLinks(context: WriteContext): Promise<number> {
  const rows = context.sqlite
    .prepare<[], { id: number; term_id: number; post_id: number; created_at: string }>(
      'SELECT id, term_id, post_id, created_at FROM fcom_term_feed ORDER BY id',
    )
    .iterate();
  return insertRows(
    context,
    'fcom_term_feed',
    ['id', 'term_id', 'post_id', 'created_at', 'updated_at'],
    (function* (): Generator<SqlValue[]> {
      for (const row of rows)
        yield [row.id, row.term_id, row.post_id, row.created_at, row.created_at];
    })(),
  );
}
