import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { createFakeSite } from '../../../test/fake-site';
import { renderInsightsHook } from '../../../lib/walks/render-walks.fixture';
import { useCourseStudentsWalk } from './use-course-students-walk';

/** Behaviour common to every walk hook, shown through the course students' one. */

const studentPage = (url: URL) =>
  url.pathname.endsWith('/students') ? Number(url.searchParams.get('page')) : 0;

describe('a walk hook', () => {
  it('walks every page, with progress outside the data', async () => {
    const site = createFakeSite({ students: 950 });
    site.holdAfter(3);
    const { result } = renderInsightsHook(() => useCourseStudentsWalk(7), { client: site.client });

    await waitFor(() => expect(result.current.progress).toMatchObject({ rows: 300, total: 950 }));
    // Requests count when they are made (as of the last page read): some are still in flight.
    expect(result.current.progress!.requests).toBeGreaterThan(3);
    expect(result.current.progress!.requests).toBeLessThanOrEqual(site.requests.length);
    expect(result.current.isWalking).toBe(true);
    expect(result.current.data).toBeUndefined();

    site.release();
    await waitFor(() => expect(result.current.data?.complete).toBe(true));
    const data = result.current.data!;
    expect(data.rows.map((student) => student.user_id)).toEqual(
      Array.from({ length: 950 }, (_, index) => index + 1),
    );
    expect(data).toMatchObject({ total: 950, requests: 10 });
    expect(data.fetchedAt).toBeInstanceOf(Date);
    expect(data.stoppedBy).toBeUndefined();
    expect(result.current.progress).toBeNull();
    expect(result.current.isWalking).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('keeps the rows read as partial data when cancelled, and resume reads only the rest', async () => {
    const site = createFakeSite({ students: 950 });
    site.holdAfter(3);
    const { result } = renderInsightsHook(() => useCourseStudentsWalk(7), { client: site.client });
    await waitFor(() => expect(result.current.progress?.rows).toBe(300));

    act(() => result.current.cancel());
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toMatchObject({ complete: false, stoppedBy: 'cancelled' });
    expect(result.current.data!.rows).toHaveLength(300);
    expect(result.current.isWalking).toBe(false);
    expect(result.current.error).toBeNull();

    site.release();
    const asked = site.requests.length;
    act(() => result.current.resume());
    await waitFor(() => expect(result.current.data?.complete).toBe(true));
    expect(result.current.data!.rows).toHaveLength(950);
    const resumedPages = site.requests.slice(asked).map((request) => Number(request.params.page));
    expect(resumedPages.sort((a, b) => a - b)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    // The cost counts every request, the aborted ones included.
    expect(result.current.data!.requests).toBe(site.requests.length);
  });

  it('shows the old data during a refresh, and keeps it when the refresh is cancelled', async () => {
    const site = createFakeSite({ students: 450 });
    const { result, queryClient } = renderInsightsHook(() => useCourseStudentsWalk(7), {
      client: site.client,
    });
    await waitFor(() => expect(result.current.data?.complete).toBe(true));
    const whole = result.current.data!;

    site.holdAfter(site.requests.length + 1);
    act(() => void queryClient.invalidateQueries());
    await waitFor(() => expect(result.current.progress?.rows).toBe(100));
    expect(result.current.isWalking).toBe(true);
    expect(result.current.data).toBe(whole);

    act(() => result.current.cancel());
    await waitFor(() => expect(result.current.isWalking).toBe(false));
    expect(result.current.data!.rows).toBe(whole.rows);
    expect(result.current.data!.complete).toBe(true);
    expect(result.current.data!.fetchedAt).toEqual(whole.fetchedAt);
    expect(result.current.error).toBeNull();
  });

  it('keeps the old data when a refresh fails, and says why', async () => {
    let failing = false;
    const site = createFakeSite({
      students: 450,
      failWhen: (url) => (failing && studentPage(url) === 3 ? 400 : null),
    });
    const { result, queryClient } = renderInsightsHook(() => useCourseStudentsWalk(7), {
      client: site.client,
    });
    await waitFor(() => expect(result.current.data?.complete).toBe(true));
    const whole = result.current.data!;

    failing = true;
    act(() => void queryClient.invalidateQueries());
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.data!.rows).toBe(whole.rows);
    expect(result.current.data!.complete).toBe(true);
    expect((result.current.error as ApiError).status).toBe(400);
  });

  it('keeps what it read, with the error, when a page fails midway', async () => {
    const site = createFakeSite({
      students: 950,
      failWhen: (url) => (studentPage(url) === 6 ? 400 : null),
    });
    const { result } = renderInsightsHook(() => useCourseStudentsWalk(7), { client: site.client });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toMatchObject({ complete: false, stoppedBy: 'failed' });
    expect(result.current.data!.rows.length).toBeGreaterThanOrEqual(100);
    expect(result.current.data!.rows.length).toBeLessThan(950);
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect((result.current.error as ApiError).status).toBe(400);
  });

  it('throws a 401 midway instead of keeping partial data, so the session ends', async () => {
    const site = createFakeSite({
      students: 950,
      failWhen: (url) => (studentPage(url) === 4 ? 401 : null),
    });
    const { result } = renderInsightsHook(() => useCourseStudentsWalk(7), { client: site.client });
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect((result.current.error as ApiError).isUnauthorized).toBe(true);
    expect(result.current.data).toBeUndefined();
  });

  it('waits while disabled', async () => {
    const site = createFakeSite({ students: 10 });
    const { result } = renderInsightsHook(() => useCourseStudentsWalk(7, { enabled: false }), {
      client: site.client,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(site.requests).toEqual([]);
    expect(result.current.isWalking).toBe(false);
  });
});
