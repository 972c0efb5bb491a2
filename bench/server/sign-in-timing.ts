/**
 * How long a wrong password takes for names that exist and for one that does not, over a
 * real socket: they must not be told apart (docs/decisions/026, 032). On a site whose hashes are
 * all our `$generic$`, and on one where `admin` holds the phpass `$P$` a WordPress database
 * up to 6.7 holds while `member` keeps `$generic$`, it sends `ROUNDS` wrong passwords for
 * each name and for an unknown name, in turn, each a new password, with the throttle's
 * limits lifted, and prints the median and 90th percentile.
 *
 *   npx tsx bench/server/sign-in-timing.ts [rounds]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../../server/app';
import { prepareData } from '../../server/demo/prepare';
import { ADMIN_LOGIN, MEMBER_LOGIN } from '../../server/demo/demo-facts';
import { startHttpServer } from '../../server/http/node-server';
import { phpassHash } from '../../server/lib/wordpress-password-hash';
import { closeDatabase } from '../../server/store/sqlite/open';
import { openPooledStore } from '../../server/store/sqlite/pooled-store';

const ROUNDS = Number(process.argv[2]) || 300;
const UNLIMITED = { limit: Number.POSITIVE_INFINITY, windowMs: 60_000 };

type Site = 'generic' | 'mixed';

const NAMES: Record<Site, readonly string[]> = {
  generic: [ADMIN_LOGIN, 'nobody-here'],
  mixed: [ADMIN_LOGIN, MEMBER_LOGIN, 'nobody-here'],
};

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

async function measure(site: Site): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'community-desk-sign-in-timing-'));
  const { db } = prepareData(dataDir, { users: 30, posts: 10 });
  if (site === 'mixed') {
    db.prepare(
      `UPDATE wp_application_passwords SET password_hash = ?
        WHERE user_id = (SELECT ID FROM wp_users WHERE user_login = ?)`,
    ).run(phpassHash('not the password anyone sends'), ADMIN_LOGIN);
  }
  const store = await openPooledStore(db.name);
  const app = createApp({
    store,
    distDir: path.join(dataDir, 'no-dist'),
    auth: { perAddress: UNLIMITED, perUser: UNLIMITED },
  });
  const running = await startHttpServer(app.fetch, 0, '127.0.0.1');
  const names = NAMES[site];
  const times = new Map(names.map((name) => [name, [] as number[]]));
  try {
    const send = async (username: string, round: number): Promise<number> => {
      const authorization = Buffer.from(`${username}:wrong password ${round}`).toString('base64');
      const started = performance.now();
      const response = await fetch(`${running.url}/wp-json/wp/v2/users/me`, {
        headers: { Authorization: `Basic ${authorization}` },
      });
      await response.arrayBuffer();
      if (response.status !== 401) throw new Error(`Expected 401, got ${response.status}`);
      return performance.now() - started;
    };
    // A warm-up, then the names in turn so that drift affects them alike.
    for (let round = 0; round < 20; round += 1) {
      for (const name of names) await send(name, -round - 1);
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const name of names) times.get(name)?.push(await send(name, round));
    }
  } finally {
    running.server.closeAllConnections();
    await running.close();
    await store.close();
    closeDatabase(db);
    rmSync(dataDir, { recursive: true, force: true });
  }
  for (const [name, measured] of times) {
    const sorted = [...measured].sort((a, b) => a - b);
    console.log(
      `${site.padEnd(8)} ${name.padEnd(12)} median ${percentile(sorted, 0.5).toFixed(3)} ms  p90 ${percentile(sorted, 0.9).toFixed(3)} ms  (${sorted.length} requests)`,
    );
  }
}

for (const site of ['generic', 'mixed'] as const) await measure(site);
