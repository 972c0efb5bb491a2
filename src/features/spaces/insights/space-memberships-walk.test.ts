import { describe, expect, it } from 'vitest';
import { createFakeSite } from '../../../test/fake-site';
import { PendingListRefusedError } from '../../../api/space-members';
import { spaceMembershipsFetcher } from './memberships-fetcher';
import { walkSpaceMemberships } from './space-memberships-walk';

function fetchersOf(site: ReturnType<typeof createFakeSite>) {
  return {
    active: spaceMembershipsFetcher(site.client, 'general', 'active'),
    pending: spaceMembershipsFetcher(site.client, 'general', 'pending'),
  };
}

const pendingRequests = (site: ReturnType<typeof createFakeSite>) =>
  site.requests.filter((request) => request.params.status === 'pending');

describe('walkSpaceMemberships', () => {
  it('reads the members, then the join requests, one request per 100 of each', async () => {
    const site = createFakeSite({ members: 1_234, pending: 150 });
    const result = await walkSpaceMemberships(fetchersOf(site));
    expect(result.complete).toBe(true);
    expect(result.active?.rows).toHaveLength(1_234);
    expect(result.pending?.rows).toHaveLength(150);
    expect(result.pending?.rows.every((member) => member.status === 'pending')).toBe(true);
    expect(result).toMatchObject({ pendingCount: 150, pendingRefused: false, requests: 13 + 2 });
    expect(site.requests).toHaveLength(15);
    expect(site.maxInFlight).toBeLessThanOrEqual(4);
  });

  it('does not ask for join requests the account cannot see', async () => {
    const site = createFakeSite({ members: 250, pending: 5, manager: false });
    const result = await walkSpaceMemberships(fetchersOf(site));
    expect(result).toMatchObject({ complete: true, pending: null, pendingCount: 0, requests: 3 });
    expect(pendingRequests(site)).toEqual([]);
  });

  it('leaves the requests out when the site refuses the pending list', async () => {
    const site = createFakeSite({ members: 20, pending: 2 });
    const result = await walkSpaceMemberships({
      active: fetchersOf(site).active,
      pending: async () => {
        throw new PendingListRefusedError('general');
      },
    });
    expect(result).toMatchObject({ complete: true, pending: null, pendingRefused: true });
    expect(result.active?.rows).toHaveLength(20);
  });

  it('reports progress over both lists', async () => {
    const site = createFakeSite({ members: 300, pending: 120 });
    const totals = new Set<number | null>();
    let lastRows = 0;
    await walkSpaceMemberships(fetchersOf(site), {
      concurrency: 1,
      onProgress: (progress) => {
        totals.add(progress.total);
        lastRows = progress.rows;
      },
    });
    expect([...totals]).toEqual([null, 420]);
    expect(lastRows).toBe(420);
  });

  it('keeps the members whole when the requests fail, and resumes with the requests only', async () => {
    let failing = true;
    const site = createFakeSite({
      members: 250,
      pending: 250,
      failWhen: (url) => (failing && url.searchParams.get('status') === 'pending' ? 400 : null),
    });
    const partial = await walkSpaceMemberships(fetchersOf(site));
    expect(partial).toMatchObject({ complete: false, stoppedBy: 'failed', pending: null });
    expect(partial.active?.complete).toBe(true);
    expect(partial.requests).toBe(4);

    failing = false;
    const before = site.requests.length;
    const resumed = await walkSpaceMemberships(fetchersOf(site), { startFrom: partial });
    expect(resumed.complete).toBe(true);
    expect(resumed.pending?.rows).toHaveLength(250);
    expect(
      site.requests.slice(before).every((request) => request.params.status === 'pending'),
    ).toBe(true);
    expect(resumed.requests).toBe(3);
  });

  it('resumes a walk cancelled among the members', async () => {
    const site = createFakeSite({ members: 2_000, pending: 10 });
    const controller = new AbortController();
    const partial = await walkSpaceMemberships(fetchersOf(site), {
      signal: controller.signal,
      onProgress: (progress) => {
        if (progress.rows >= 500) controller.abort();
      },
    });
    expect(partial).toMatchObject({ complete: false, stoppedBy: 'cancelled', pending: null });
    const read = partial.active!.pages.length;
    const resumed = await walkSpaceMemberships(fetchersOf(site), { startFrom: partial });
    expect(resumed.complete).toBe(true);
    expect(resumed.active?.rows).toHaveLength(2_000);
    expect(resumed.pending?.rows).toHaveLength(10);
    expect(resumed.requests).toBe(20 - read + 1);
  });
});
