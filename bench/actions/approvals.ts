import Database from 'better-sqlite3';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApiClient } from '../../src/api/client';
import { addSpaceMember } from '../../src/api/space-member-actions';
import { membersResponseSchema } from '../../src/api/schemas/member';
import { spaceMembersRoute } from '../../src/api/space-members';
import { startBulkRun, BULK_CONCURRENCY } from '../../src/features/spaces/bulk-actions/bulk-run';
import { databaseFile } from '../../server/store/sqlite/open';
import type { DemoCredentials } from '../../server/demo/credentials';
import { startServerProcess } from '../support/server-process';

/** The bench community's space of all its members (20k). */
export const LARGE_SPACE = 'general';

export interface ApprovalRun {
  requests: number;
  concurrency: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
  pendingBefore: number;
  pendingAfter: number;
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/**
 * Copies the bench database (the cached one stays as seeded), turns `requests` of the large
 * space's members back into join requests there — the demo has no route by which a member
 * asks to join — and starts the reference server over the copy.
 */
async function serverWithRequests(benchDataDir: string, requests: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'community-desk-bench-actions-'));
  copyFileSync(databaseFile(benchDataDir), databaseFile(dataDir));
  copyFileSync(path.join(benchDataDir, 'credentials.json'), path.join(dataDir, 'credentials.json'));
  const db = new Database(databaseFile(dataDir));
  try {
    db.prepare(
      `UPDATE fcom_space_user SET status = 'pending' WHERE id IN (
         SELECT su.id FROM fcom_space_user su JOIN fcom_spaces s ON s.id = su.space_id
         JOIN fcom_xprofile p ON p.user_id = su.user_id AND p.status = 'active'
         WHERE s.slug = ? AND su.role = 'member' ORDER BY su.id DESC LIMIT ?)`,
    ).run(LARGE_SPACE, requests);
  } finally {
    db.close();
  }
  const server = await startServerProcess({ dataDir });
  return {
    server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Approves `requests` join requests of the 20k-member space as the dashboard's bulk run does
 * (its own code: the API client, `addSpaceMember`, `startBulkRun` with at most 4 in flight),
 * against the demo server in another process, and times the whole run and each request.
 */
export async function measureBulkApproval(
  benchDataDir: string,
  credentials: DemoCredentials,
  requests: number,
): Promise<ApprovalRun> {
  const { server, stop } = await serverWithRequests(benchDataDir, requests);
  try {
    const client = createApiClient({
      root: { form: 'pretty', url: `${server.url}/wp-json/` },
      credentials: credentials.admin,
      timeoutMs: 60_000,
    });
    const page = (perPage: number, page: number) =>
      client.get(spaceMembersRoute(LARGE_SPACE), {
        schema: membersResponseSchema,
        params: { status: 'pending', per_page: perPage, page },
      });
    const first = await page(1, 1);
    const pendingBefore = first.pending_count ?? 0;
    const userIds: number[] = [];
    for (let number = 1; userIds.length < pendingBefore; number += 1) {
      const rows = (await page(100, number)).members.data;
      if (rows.length === 0) break;
      userIds.push(...rows.map((row) => row.user_id));
    }
    const times: number[] = [];
    const started = performance.now();
    const run = startBulkRun(userIds, async (userId) => {
      const sent = performance.now();
      await addSpaceMember(client, LARGE_SPACE, { userId });
      times.push(performance.now() - sent);
    });
    const summary = await run.finished;
    const seconds = (performance.now() - started) / 1000;
    const after = await page(1, 1);
    times.sort((a, b) => a - b);
    return {
      requests: userIds.length,
      concurrency: BULK_CONCURRENCY,
      seconds,
      perSecond: summary.succeeded.length / seconds,
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      failed: summary.failed.length,
      pendingBefore,
      pendingAfter: after.pending_count ?? 0,
    };
  } finally {
    await stop();
  }
}
