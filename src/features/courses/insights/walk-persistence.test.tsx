import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeSite } from '../../../test/fake-site';
import { insightsKeys } from '../../../insights/insights-keys';
import { scopeId } from '../../../lib/walks/walk-scope';
import {
  clearPersistedInsights,
  persistenceGeneration,
  saveWalk,
} from '../../../lib/walks/persisted-walks';
import { newStorage, renderInsightsHook } from '../../../lib/walks/render-walks.fixture';
import { useCourseStudentsWalk } from './use-course-students-walk';
import { WALK_STALE_TIME_MS } from '../../../lib/walks/use-walk';
import type { WalkStorage } from '../../../lib/walks/walk-storage';

/** The insights' cache on the device, through a walk hook: reload, scope, sign-out. */

async function walkedAndSaved(storage: WalkStorage, site: ReturnType<typeof createFakeSite>) {
  const first = renderInsightsHook(() => useCourseStudentsWalk(7), {
    client: site.client,
    storage,
  });
  await waitFor(() => expect(first.result.current.data?.complete).toBe(true));
  await waitFor(async () => expect(await storage.list()).toHaveLength(1));
  const data = first.result.current.data!;
  first.unmount();
  return data;
}

describe('persisted walks', () => {
  it('come back after a reload, with their dates, without asking the site again', async () => {
    const site = createFakeSite({ students: 350 });
    const storage = newStorage();
    const before = await walkedAndSaved(storage, site);
    const asked = site.requests.length;

    // A reload: a new query cache, the same device.
    const { result } = renderInsightsHook(() => useCourseStudentsWalk(7), {
      client: site.client,
      storage,
    });
    expect(result.current.isRestoring).toBe(true);
    await waitFor(() => expect(result.current.data).toBeDefined());
    const after = result.current.data!;
    expect(after.rows).toEqual(before.rows);
    expect(after).toMatchObject({ complete: true, total: 350, requests: before.requests });
    expect(after.fetchedAt).toBeInstanceOf(Date);
    expect(after.fetchedAt.getTime()).toBe(before.fetchedAt.getTime());
    expect(after.startedAt.getTime()).toBe(before.startedAt.getTime());
    expect(result.current.isRestoring).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(site.requests.length).toBe(asked);
  });

  it('are refreshed in the background when stale, the old data showing meanwhile', async () => {
    const site = createFakeSite({ students: 350 });
    const storage = newStorage();
    const before = await walkedAndSaved(storage, site);
    // Make the stored copy older than the stale time.
    const [meta] = await storage.list();
    const stored = (await storage.get(meta!.key))!;
    const longAgo = Date.now() - WALK_STALE_TIME_MS - 60_000;
    await storage.put({ ...stored, updatedAt: longAgo });
    const asked = site.requests.length;
    site.holdAfter(asked);

    const { result } = renderInsightsHook(() => useCourseStudentsWalk(7), {
      client: site.client,
      storage,
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    await waitFor(() => expect(result.current.isWalking).toBe(true));
    expect(result.current.data!.fetchedAt.getTime()).toBe(before.fetchedAt.getTime());

    site.release();
    await waitFor(() =>
      expect(result.current.data!.fetchedAt.getTime()).toBeGreaterThan(before.fetchedAt.getTime()),
    );
    expect(site.requests.length).toBe(asked + 4);
  });

  it('belong to one site and user', async () => {
    const site = createFakeSite({ students: 150 });
    const storage = newStorage();
    await walkedAndSaved(storage, site);
    const asked = site.requests.length;

    const { result } = renderInsightsHook(() => useCourseStudentsWalk(7), {
      client: site.client,
      storage,
      user: 'someone-else',
    });
    await waitFor(() => expect(result.current.data?.complete).toBe(true));
    expect(site.requests.length).toBe(asked + 2);
    expect(await storage.list()).toHaveLength(2);
  });

  it('are gone after sign-out', async () => {
    const site = createFakeSite({ students: 150 });
    const storage = newStorage();
    await walkedAndSaved(storage, site);
    await clearPersistedInsights(storage);
    const asked = site.requests.length;

    const { result } = renderInsightsHook(() => useCourseStudentsWalk(7), {
      client: site.client,
      storage,
    });
    await waitFor(() => expect(result.current.data?.complete).toBe(true));
    expect(site.requests.length).toBe(asked + 2);
  });

  it('come back partial when the walk was cancelled, and resume from there', async () => {
    const site = createFakeSite({ students: 950 });
    const storage = newStorage();
    site.holdAfter(3);
    const first = renderInsightsHook(() => useCourseStudentsWalk(7), {
      client: site.client,
      storage,
    });
    await waitFor(() => expect(first.result.current.progress?.rows).toBe(300));
    act(() => first.result.current.cancel());
    await waitFor(() => expect(first.result.current.data?.complete).toBe(false));
    await waitFor(async () => expect(await storage.list()).toHaveLength(1));
    first.unmount();
    site.release();

    const { result } = renderInsightsHook(() => useCourseStudentsWalk(7), {
      client: site.client,
      storage,
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toMatchObject({ complete: false, stoppedBy: 'cancelled' });
    expect(result.current.data!.rows).toHaveLength(300);
    // Partial data is not resumed by itself.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.isWalking).toBe(false);

    const asked = site.requests.length;
    act(() => result.current.resume());
    await waitFor(() => expect(result.current.data?.complete).toBe(true));
    expect(result.current.data!.rows).toHaveLength(950);
    expect(site.requests.length - asked).toBe(7);
  });

  it('ignore a stored entry that is not a walk', async () => {
    const site = createFakeSite({ students: 50 });
    const storage = newStorage();
    const key = JSON.stringify(
      insightsKeys.courseStudents({ site: site.client.root.url, user: 'admin' }, 7),
    );
    await saveWalk(
      storage,
      {
        key,
        scope: scopeId({ site: site.client.root.url, user: 'admin' }),
        data: { rows: 'no' },
        updatedAt: Date.now(),
      },
      persistenceGeneration(storage),
    );
    const { result } = renderInsightsHook(() => useCourseStudentsWalk(7), {
      client: site.client,
      storage,
    });
    await waitFor(() => expect(result.current.data?.complete).toBe(true));
    expect(site.requests).toHaveLength(1);
  });

  it('are not needed: without a scope provider the walk works in memory only', async () => {
    const site = createFakeSite({ students: 50 });
    const { result } = renderInsightsHook(() => useCourseStudentsWalk(7), { client: site.client });
    await waitFor(() => expect(result.current.data?.complete).toBe(true));
    expect(result.current.isRestoring).toBe(false);
  });

  it('are not needed where the device refuses to keep them (private mode)', async () => {
    const site = createFakeSite({ students: 150 });
    const refused = () => Promise.reject(new DOMException('denied', 'InvalidStateError'));
    const storage: WalkStorage = {
      get: refused,
      put: refused,
      list: refused,
      remove: refused,
      clear: refused,
    };
    const { result } = renderInsightsHook(() => useCourseStudentsWalk(7), {
      client: site.client,
      storage,
    });
    await waitFor(() => expect(result.current.data?.complete).toBe(true));
    expect(result.current.data!.rows).toHaveLength(150);
    expect(result.current.error).toBeNull();
  });
});
