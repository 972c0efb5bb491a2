import { describe, expect, it } from 'vitest';
import { PendingListRefusedError } from '../../../api/space-members';
import { createFakeSite } from '../../../test/fake-site';
import { spaceMembershipsFetcher } from './memberships-fetcher';

const signal = new AbortController().signal;

describe('the memberships fetcher', () => {
  it('walk a space oldest member first, 100 a page, with the pending count', async () => {
    const site = createFakeSite({ members: 250, pending: 3 });
    const page = await spaceMembershipsFetcher(site.client, 'design-club', 'active')(3, signal);
    expect(site.requests[0]).toEqual({
      path: '/spaces/design-club/members',
      params: { sort_by: 'created_at', sort_dir: 'ASC', page: '3', per_page: '100' },
    });
    expect(page).toMatchObject({ lastPage: 3, total: 250, pendingCount: 3 });
    expect(page.rows.map((member) => member.id)).toEqual(
      Array.from({ length: 50 }, (_, index) => 201 + index),
    );
  });

  it('ask for the join requests with status=pending', async () => {
    const site = createFakeSite({ members: 5, pending: 3 });
    const page = await spaceMembershipsFetcher(site.client, 'design-club', 'pending')(1, signal);
    expect(site.requests[0]!.params.status).toBe('pending');
    expect(page.rows.map((member) => member.status)).toEqual(['pending', 'pending', 'pending']);
  });

  it('refuse a pending list answered with active members', async () => {
    const site = createFakeSite({ members: 5, pending: 3, manager: false });
    await expect(
      spaceMembershipsFetcher(site.client, 'design-club', 'pending')(1, signal),
    ).rejects.toBeInstanceOf(PendingListRefusedError);
  });
});
