import { describe, expect, it } from 'vitest';
import { SITE_URL_TOKEN } from '../site-url';
import { type openDatabase } from '../sqlite/open';
import type { Store } from '../store';
import { defaultAvatarUrl } from '../wordpress/gravatar';
import type { CopiedRows } from './copy-job';
import { COPIED_OPTIONS, copyPeople } from './copy-people';
import {
  allRows,
  asPhpKeepsIt,
  copyBeforeAll,
  openCopyRoundTrip,
  openDumpCopy,
  rowCount,
  type Row,
  type CopyRoundTrip,
} from '../../test/local-copy-round-trip';

function byKey(rows: Row[], key: string): Map<unknown, Row> {
  return new Map(rows.map((row) => [row[key], row]));
}

describe('copyPeople over the exported demo', () => {
  let trip: CopyRoundTrip;
  let copied: CopiedRows = {};
  let site: Store;
  let local: Store;

  copyBeforeAll(
    () => openCopyRoundTrip('copy people'),
    copyPeople,
    (ready) => ({ target: trip, copied, site, local } = ready),
  );

  it('says how many rows it wrote to each table', () => {
    expect(copied).toEqual({
      wp_users: rowCount(trip.copy, 'wp_users'),
      wp_application_passwords: rowCount(trip.copy, 'wp_application_passwords'),
      fcom_xprofile: rowCount(trip.copy, 'fcom_xprofile'),
      wp_options: rowCount(trip.copy, 'wp_options'),
    });
    expect(copied.wp_users).toBeGreaterThan(0);
  });

  it('copies every account column by column, with its role', () => {
    const sql = `SELECT ID, user_login, user_email, user_nicename, user_url, user_registered,
                        user_status, display_name, role FROM wp_users ORDER BY ID`;
    const original = allRows(trip.original, sql).map((row): Row => ({
      ...row,
      user_url: trip.siteText(row.user_url as string),
    }));
    expect(allRows(trip.copy, sql)).toEqual(original);
    expect(original.some((row) => row.role === 'administrator')).toBe(true);
    expect(original.some((row) => row.role === 'subscriber')).toBe(true);
  });

  it('copies every profile column by column, folded columns as schema 2 computes them', () => {
    const sql = `SELECT id, user_id, total_points, username, status, is_verified, display_name,
                        avatar, short_description, meta, last_activity, created_at, updated_at,
                        name_fold, search_fold FROM fcom_xprofile ORDER BY id`;
    const original = allRows(trip.original, sql);
    const copy = allRows(trip.copy, sql);
    expect(copy.map((row) => row.id)).toEqual(original.map((row) => row.id));
    original.forEach((row, index) => {
      const copiedRow = copy[index]!;
      // The demo's default avatar is written out by the exporter (a site's NULL would mean a
      // gravatar); meta went through PHP and back, so it is compared as data.
      expect({
        ...copiedRow,
        meta: JSON.parse(copiedRow.meta as string) as unknown,
      }).toEqual({
        ...row,
        avatar: trip.siteText(
          (row.avatar as string | null) ??
            `${SITE_URL_TOKEN}/demo-media/avatars/${row.user_id}.svg`,
        ),
        short_description: trip.siteText(row.short_description as string),
        meta: {
          ...(asPhpKeepsIt(JSON.parse(trip.siteText(row.meta as string))) as object),
        },
      });
    });
  });

  it('keeps every application password hash the site holds, as the site’s store reads them', async () => {
    const users = allRows(trip.copy, 'SELECT ID FROM wp_users ORDER BY ID').map((row) =>
      Number(row.ID),
    );
    let withPasswords = 0;
    for (const id of users) {
      const [fromSite, fromCopy] = await Promise.all([
        site.users.passwordHashes(id),
        local.users.passwordHashes(id),
      ]);
      expect(fromCopy.sort()).toEqual(fromSite.sort());
      if (fromSite.length > 0) withPasswords += 1;
    }
    expect(withPasswords).toBeGreaterThan(0);
  });

  it('keeps each password’s uuid, name and creation time (to the second WordPress keeps)', () => {
    const sql = `SELECT uuid, user_id, name, password_hash, created_at
                   FROM wp_application_passwords ORDER BY uuid`;
    const original = byKey(allRows(trip.original, sql), 'uuid');
    const copy = allRows(trip.copy, sql);
    expect(copy.length).toBeGreaterThan(0);
    for (const row of copy) {
      // The exporter hashes the demo accounts' known passwords afresh, as WordPress would:
      // their hashes are checked against the site above, the rest must be the original's.
      const before = original.get(row.uuid);
      expect(before).toBeDefined();
      expect(row.user_id).toBe(before!.user_id);
      expect(row.name).toBe(before!.name);
      const second = (iso: unknown) => Math.floor(Date.parse(iso as string) / 1000);
      expect(second(row.created_at)).toBe(second(before!.created_at));
    }
  });

  it('copies the options the services ask for, as the site holds them', async () => {
    for (const name of COPIED_OPTIONS) {
      const before = trip.original
        .prepare<[string], { option_value: string }>(
          'SELECT option_value FROM wp_options WHERE option_name = ?',
        )
        .get(name);
      expect(await local.site.option(name)).toBe(
        before === undefined ? null : trip.siteText(before.option_value),
      );
      expect(await local.site.option(name)).toBe(await site.site.option(name));
    }
    expect(await local.site.option('blogname')).not.toBeNull();
    // Only those: the demo's seed summary stays on the site.
    expect(await local.site.option('community_desk_seed')).toBeNull();
  });

  it('answers profile reads exactly as the WordPress store does', async () => {
    const ids = allRows(trip.copy, 'SELECT user_id FROM fcom_xprofile').map((row) =>
      Number(row.user_id),
    );
    expect(await local.profiles.byUserIds(ids)).toEqual(await site.profiles.byUserIds(ids));
    for (const id of ids.slice(0, 20)) {
      expect(await local.profiles.displayName(id)).toBe(await site.profiles.displayName(id));
    }
    const [first] = (await site.profiles.byUserIds(ids.slice(0, 1))).values();
    expect(first).toBeDefined();
    expect(await local.profiles.byUsername(first!.username.toUpperCase())).toEqual(
      await site.profiles.byUsername(first!.username.toUpperCase()),
    );
  });

  it('answers account reads as the WordPress store does, but for the avatar', async () => {
    const ids = allRows(trip.copy, 'SELECT ID FROM wp_users ORDER BY ID LIMIT 50').map((row) =>
      Number(row.ID),
    );
    for (const id of ids) {
      const fromSite = await site.users.findById(id);
      const fromCopy = await local.users.findById(id);
      // The SQLite store's accounts carry no avatar (null: "the default one"); the live site
      // answers account reads in production (local-copy-store.ts), so this never reaches a
      // response from the copy.
      expect(fromCopy).toEqual({ ...fromSite, avatar: null });
    }
  });
});

/**
 * The real plugin's database (test/fixtures/wordpress/) with rows the demo never has, written
 * straight into it: malformed PHP-serialized values, roles and statuses the demo never uses,
 * NULLs where the plugin may leave them, a profile whose account is gone.
 */
describe('copyPeople over the real plugin’s database, with odd rows added', () => {
  let copy: ReturnType<typeof openDatabase>;
  let site: Store;
  let local: Store;
  let copied: CopiedRows;
  let warnings: string[];

  copyBeforeAll(
    () =>
      openDumpCopy('copy people odd rows', async (admin) => {
        // As on a site whose MySQL is not strict: an enum value it refuses is stored as ''.
        await admin.query("SET SESSION sql_mode = ''");
        await admin.query(
          `INSERT INTO wp_users (ID, user_login, user_pass, user_nicename, user_email,
           user_registered, display_name) VALUES
           (900, 'editor900', '', 'editor900', 'editor900@example.com', '2026-01-01 00:00:00', 'Ed'),
           (901, 'broken901', '', 'broken901', 'broken901@example.com', '2026-01-02 00:00:00', 'Bo'),
           (902, 'multi902', '', 'multi902', 'multi902@example.com', '2026-01-03 00:00:00', 'Mu'),
           (903, 'twin903', '', 'twin903', 'EDITOR900@example.com', '2026-01-04 00:00:00', 'Tw')`,
        );
        await admin.query(
          `INSERT INTO wp_usermeta (user_id, meta_key, meta_value) VALUES
           (900, 'wp_capabilities', 'a:1:{s:6:"editor";b:1;}'),
           (901, 'wp_capabilities', 'a:1:{s:13:"administrator";b:1;'),
           (902, 'wp_capabilities', 'a:2:{s:6:"author";b:1;s:13:"administrator";b:1;}'),
           (901, '_application_passwords', 'a:1:{i:0;a:1:{s:8:"password"'),
           (902, '_application_passwords', ?)`,
          [
            'a:2:{i:0;a:3:{s:4:"name";s:3:"one";s:8:"password";s:8:"$P$hash1";s:7:"created";i:1700000000;}' +
              'i:1;a:4:{s:4:"uuid";s:1:"u";s:4:"name";s:3:"two";s:8:"password";s:8:"$P$hash2";s:7:"created";N;}}',
          ],
        );
        await admin.query(
          `INSERT INTO wp_fcom_xprofile (id, user_id, total_points, username, status, is_verified,
           display_name, avatar, short_description, last_activity, meta, created_at, updated_at)
         VALUES
           (900, 900, 3, 'editor900', 'blocked', 1, 'Éd Ørsted', NULL, NULL, NULL,
            'a:1:{s:7:"website";s:3:"x', '2026-01-01 00:00:00', NULL),
           (901, 901, 0, NULL, 'nonsense', 0, NULL, '', 'about', '2026-02-01 00:00:00',
            NULL, NULL, NULL),
           (999, 999, 0, 'gone999', 'active', 0, 'Gone Person', NULL, '', NULL, '', NULL, NULL)`,
        );
      }),
    copyPeople,
    (ready) => {
      ({ copied, site, local } = ready);
      ({ copy, warnings } = ready.target);
    },
  );

  it('copies every account and profile of the plugin’s own rows', () => {
    // 61 users and profiles in the dump, 3 users and 3 profiles added (one account left out).
    expect(copied.wp_users).toBe(61 + 3);
    expect(copied.fcom_xprofile).toBe(61 + 3);
  });

  it('reads roles as the WordPress store does: administrator or subscriber', () => {
    const role = (id: number) =>
      (copy.prepare('SELECT role FROM wp_users WHERE ID = ?').get(id) as { role: string }).role;
    expect(role(1)).toBe('administrator');
    expect(role(2)).toBe('subscriber');
    expect(role(900)).toBe('subscriber');
    expect(role(902)).toBe('administrator');
    expect(role(901)).toBe('subscriber');
    expect(warnings.some((line) => line.includes('wp_capabilities of user 901'))).toBe(true);
  });

  it('leaves out an account our unique email cannot hold beside another, with a warning', () => {
    expect(copy.prepare('SELECT ID FROM wp_users WHERE ID = 903').get()).toBeUndefined();
    expect(warnings.some((line) => line.includes('wp_users row 903'))).toBe(true);
  });

  it('keeps the stored hashes, giving entries without a uuid one of their own', async () => {
    expect(await local.users.passwordHashes(1)).toEqual(await site.users.passwordHashes(1));
    expect((await local.users.passwordHashes(1))[0]).toMatch(/^\$P\$/);
    expect((await local.users.passwordHashes(902)).sort()).toEqual(['$P$hash1', '$P$hash2']);
    expect(await local.users.passwordHashes(901)).toEqual([]);
    expect(warnings.some((line) => line.includes('_application_passwords of user 901'))).toBe(true);
    const rows = copy
      .prepare('SELECT uuid, created_at FROM wp_application_passwords WHERE user_id = 902')
      .all() as { uuid: string; created_at: string }[];
    expect(rows.map((row) => row.uuid).sort()).toEqual([
      expect.stringMatching(/^local-copy-902-\d+-0$/),
      'u',
    ]);
    expect(rows.map((row) => row.created_at).sort()).toEqual(['', '2023-11-14T22:13:20.000Z']);
  });

  it('reads profiles exactly as the WordPress store does, odd ones included', async () => {
    const ids = (
      copy.prepare('SELECT user_id FROM fcom_xprofile').all() as { user_id: number }[]
    ).map((row) => row.user_id);
    expect(ids).toEqual(expect.arrayContaining([1, 900, 901, 999]));
    expect(await local.profiles.byUserIds(ids)).toEqual(await site.profiles.byUserIds(ids));
    const odd = await local.profiles.byUserIds([900, 901, 999]);
    expect(odd.get(900)).toMatchObject({ status: 'blocked', meta: '{}', short_description: '' });
    expect(odd.get(900)!.avatar).toBe(defaultAvatarUrl('editor900@example.com', 'Éd Ørsted'));
    expect(odd.get(901)).toMatchObject({ status: '', username: '', display_name: '' });
    expect(odd.get(999)!.avatar).toBe(defaultAvatarUrl('', 'Gone Person'));
    expect(warnings.some((line) => line.includes('wp_fcom_xprofile.meta (row 900)'))).toBe(true);
    expect(await local.profiles.byUsername('SITE')).toEqual(await site.profiles.byUsername('SITE'));
  });

  it('folds names and logins as schema 2 does', () => {
    const row = copy
      .prepare('SELECT name_fold, search_fold FROM fcom_xprofile WHERE user_id = ?')
      .get(900) as { name_fold: string; search_fold: string };
    expect(row).toEqual({ name_fold: 'ed orsted', search_fold: 'ed orsted\neditor900' });
    const gone = copy
      .prepare('SELECT search_fold FROM fcom_xprofile WHERE user_id = 999')
      .get() as { search_fold: string };
    // The dump's administrator: login `admin`, profile username `site`.
    expect(copy.prepare('SELECT search_fold FROM fcom_xprofile WHERE user_id = 1').get()).toEqual({
      search_fold: 'site admin\nadmin',
    });
    // No account: the profile's own username stands in for the login.
    expect(gone.search_fold).toBe('gone person\ngone999');
  });
});
