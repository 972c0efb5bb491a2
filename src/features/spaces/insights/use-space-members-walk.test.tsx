import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeSite } from '../../../test/fake-site';
import { renderInsightsHook } from '../../../lib/walks/render-walks.fixture';
import { useSpaceMembersWalk } from './use-space-members-walk';

describe('useSpaceMembersWalk', () => {
  it('reads the members and, for a manager, the join requests', async () => {
    const site = createFakeSite({ members: 420, pending: 12 });
    const { result } = renderInsightsHook(() => useSpaceMembersWalk('general'), {
      client: site.client,
    });
    await waitFor(() => expect(result.current.data?.complete).toBe(true));
    const data = result.current.data!;
    expect(data.members).toHaveLength(420);
    expect(data.pending).toHaveLength(12);
    expect(data.rows).toHaveLength(432);
    expect(data.rows.slice(420).every((member) => member.status === 'pending')).toBe(true);
    expect(data).toMatchObject({
      total: 432,
      pendingCount: 12,
      pendingRefused: false,
      requests: 6,
    });
    expect(site.requests.every((request) => request.path === '/spaces/general/members')).toBe(true);
  });

  it('reads only the members for an account that cannot see requests', async () => {
    const site = createFakeSite({ members: 420, pending: 12, manager: false });
    const { result } = renderInsightsHook(() => useSpaceMembersWalk('general'), {
      client: site.client,
    });
    await waitFor(() => expect(result.current.data?.complete).toBe(true));
    expect(result.current.data).toMatchObject({ total: 420, pendingCount: 0, requests: 5 });
    expect(result.current.data!.pending).toEqual([]);
  });
});
