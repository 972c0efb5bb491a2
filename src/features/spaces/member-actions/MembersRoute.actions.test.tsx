import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SPACE_MEMBER_MESSAGES, SPACE_MEMBER_REFUSALS } from '../../../../contract';
import { createApiClient } from '../../../api/client';
import { membersKeys } from '../../../api/members-keys';
import type { Member } from '../../../api/schemas/member';
import { MEMBERS_TEST_SITE, renderMembersRoute } from '../../../test/render-members-route';
import { createWriteGate } from '../../../test/write-gate';
import { installDialogPolyfill } from '../../../test/dialog-polyfill';
import { isolatedName } from '../../../test/isolated-text';
import { designClubActive, designClubPending } from '../../../test/members-samples';
import { UNDO_MS } from './use-member-actions';

const SITE = MEMBERS_TEST_SITE;
const ROUTE = '/wp-json/fluent-community/v2/spaces/design-club/members';

interface Answer {
  status: number;
  body: unknown;
}

/**
 * design-club as a real site holds it (the samples), answering the members lists and the two
 * writes; `refuse` answers a write instead, and `hold` keeps writes waiting until released.
 */
function fakeSite({ mayAct = true }: { mayAct?: boolean } = {}) {
  const pending = designClubPending();
  const active = designClubActive();
  let rows: Member[] = [...active.members.data, ...pending.members.data];
  let pendingCount = pending.pending_count;
  const writes: Array<{ route: string; body: Record<string, unknown> }> = [];
  let refusal: Answer | null = null;
  const gate = createWriteGate();

  const page = (status: string) => {
    const data = rows.filter((row) => row.status === status);
    return {
      members: { ...pending.members, data, total: data.length, from: 1, to: data.length },
      pending_count: mayAct ? pendingCount : 0,
    };
  };
  const write = (route: string, body: Record<string, unknown>): Answer => {
    const row = rows.find((member) => member.user_id === body.user_id);
    if (!row) return { status: 422, body: { message: SPACE_MEMBER_REFUSALS.notMember } };
    if (route.endsWith('/remove')) {
      rows = rows.filter((member) => member !== row);
      if (row.status === 'pending') pendingCount -= 1;
      return { status: 200, body: { message: SPACE_MEMBER_MESSAGES.removed } };
    }
    if (row.status === 'pending') {
      pendingCount -= 1;
      rows = rows.map((member) => (member === row ? { ...row, status: 'active' } : member));
      return { status: 200, body: { message: SPACE_MEMBER_MESSAGES.approved } };
    }
    rows = rows.map((member) => (member === row ? { ...row, role: String(body.role) } : member));
    return { status: 200, body: { message: SPACE_MEMBER_MESSAGES.roleUpdated } };
  };

  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input));
    let answer: Answer = { status: 404, body: { code: 'rest_no_route' } };
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      writes.push({ route: url.pathname, body });
      await gate.passed();
      answer = refusal ?? write(url.pathname, body);
    } else if (url.pathname === ROUTE) {
      const wantsPending = url.searchParams.get('status') === 'pending' && mayAct;
      answer = { status: 200, body: page(wantsPending ? 'pending' : 'active') };
    }
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  /** The reads of the pending list with this page size. */
  const reads = (perPage: number) =>
    fetch.mock.calls.filter(([input, init]) => {
      const url = new URL(String(input));
      return (
        init?.method !== 'POST' &&
        url.pathname === ROUTE &&
        url.searchParams.get('status') === 'pending' &&
        url.searchParams.get('per_page') === String(perPage)
      );
    }).length;
  return {
    reads,
    client: createApiClient({ root: { form: 'pretty', url: `${SITE}/wp-json/` }, fetch }),
    writes,
    refuse(answer: Answer) {
      refusal = answer;
    },
    hold: gate.hold,
    release: gate.release,
  };
}

function renderMembers(
  site: ReturnType<typeof fakeSite>,
  { query = 'status=pending', administrator = false, manager = true } = {},
) {
  const queryClient = renderMembersRoute({
    client: site.client,
    query,
    viewer: { isManager: manager, isAdministrator: administrator },
  });
  return {
    queryClient,
    pendingCount: () => queryClient.getQueryData(membersKeys.pendingCount('design-club')),
  };
}

/** The members page's notice (the page also has one for profile status changes). */
const membershipNotice = () => screen.getByRole('status', { name: 'Membership changes' });
const rowOf = (name: string) => screen.queryByRole('row', { name: new RegExp(name) });
const button = (name: string) => screen.findByRole('button', { name });

vi.setConfig({ testTimeout: 20_000 });

beforeAll(installDialogPolyfill);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});

describe('acting on join requests', () => {
  it('approves at once: the row leaves and the count drops before the site answers', async () => {
    const site = fakeSite();
    const { pendingCount } = renderMembers(site);
    const approve = await button(`Approve ${isolatedName('François Lefèvre')}`);
    expect(pendingCount()).toBe(6);
    site.hold();
    await userEvent.click(approve);
    await waitFor(() => expect(rowOf('François Lefèvre')).toBeNull());
    expect(pendingCount()).toBe(5);
    expect(site.writes).toEqual([{ route: ROUTE, body: { user_id: 42 } }]);
    const listReads = site.reads(20);
    site.release();
    const status = membershipNotice();
    await waitFor(() => expect(status).toHaveTextContent('Approved François Lefèvre'));
    expect(within(status).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    // The truth comes back, without the row.
    await waitFor(() => expect(site.reads(20)).toBeGreaterThan(listReads));
    expect(rowOf('François Lefèvre')).toBeNull();
    expect(pendingCount()).toBe(5);
  });

  it('undoes an approval by removing the membership, and says what that means', async () => {
    const site = fakeSite();
    renderMembers(site);
    await userEvent.click(await button(`Approve ${isolatedName('Nora Evans')}`));
    const undo = await within(membershipNotice()).findByRole('button', { name: 'Undo' });
    await userEvent.click(undo);
    await waitFor(() =>
      expect(membershipNotice()).toHaveTextContent(
        'Nora Evans is no longer a member; they can ask to join again.',
      ),
    );
    expect(site.writes.at(-1)).toEqual({ route: `${ROUTE}/remove`, body: { user_id: 43 } });
  });

  it('offers Undo for about 6 seconds only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const site = fakeSite();
    renderMembers(site);
    await userEvent.click(await button(`Approve ${isolatedName('Nora Evans')}`));
    await within(membershipNotice()).findByRole('button', { name: 'Undo' });
    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it("puts the row back with the site's own words when it refuses", async () => {
    const site = fakeSite();
    const { pendingCount } = renderMembers(site);
    site.refuse({ status: 422, body: { message: SPACE_MEMBER_REFUSALS.notActive } });
    await userEvent.click(await button(`Approve ${isolatedName('Owen Turner')}`));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not approve Owen Turner: Selected user is not active');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(rowOf('Owen Turner')).not.toBeNull();
    expect(pendingCount()).toBe(6);
  });

  it('says plainly when someone else answered the request first, and offers nothing to retry', async () => {
    const site = fakeSite();
    renderMembers(site);
    site.refuse({ status: 422, body: { message: SPACE_MEMBER_REFUSALS.alreadyMember } });
    await userEvent.click(await button(`Approve ${isolatedName('Owen Turner')}`));
    const notice = await screen.findByText(/is already a member of/);
    expect(notice.closest('[role="status"]')).toHaveTextContent(
      'Owen Turner is already a member of Design Club: the request was answered already. The list is read again.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks once before declining, naming the person and the space', async () => {
    const site = fakeSite();
    renderMembers(site);
    await userEvent.click(await button(`Decline ${isolatedName('Hazel Torres')}`));
    const dialog = screen.getByRole('dialog', {
      name: 'Decline Hazel Torres’s request to join Design Club?',
    });
    expect(dialog).toHaveTextContent('The request is removed; they can ask again.');
    expect(site.writes).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(rowOf('Hazel Torres')).toBeNull());
    expect(site.writes).toEqual([{ route: `${ROUTE}/remove`, body: { user_id: 45 } }]);
    await waitFor(() =>
      expect(membershipNotice()).toHaveTextContent(
        'Declined Hazel Torres’s request to join Design Club.',
      ),
    );
  });
});

describe('acting on members', () => {
  it('changes a role at once, and Undo gives the old one back', async () => {
    const site = fakeSite();
    renderMembers(site, { query: '', administrator: true });
    const menu = await button(`Actions for ${isolatedName('Oliver Anderson')}`);
    site.hold();
    await userEvent.click(menu);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Make moderator' }));
    expect(within(rowOf('Oliver Anderson')!).getByText(/moderator/i)).toBeInTheDocument();
    // No second send while the first is in flight.
    expect(
      screen.getByRole('button', { name: `Actions for ${isolatedName('Oliver Anderson')}` }),
    ).toBeDisabled();
    site.release();
    const undo = await within(membershipNotice()).findByRole('button', { name: 'Undo' });
    expect(membershipNotice()).toHaveTextContent('Oliver Anderson is now a moderator.');
    await userEvent.click(undo);
    await waitFor(() =>
      expect(membershipNotice()).toHaveTextContent('Oliver Anderson is a member again.'),
    );
    expect(site.writes.map((write) => write.body)).toEqual([
      { user_id: 14, role: 'moderator' },
      { user_id: 14, role: 'member' },
    ]);
  });

  it('removes a member after asking', async () => {
    const site = fakeSite();
    renderMembers(site, { query: '', administrator: true });
    await userEvent.click(await button(`Actions for ${isolatedName('Isabella Thomas')}`));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remove from space' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Isabella Thomas from Design Club?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(rowOf('Isabella Thomas')).toBeNull());
    expect(site.writes).toEqual([{ route: `${ROUTE}/remove`, body: { user_id: 15 } }]);
  });

  it('is offered to a space admin once the site gave them the join requests', async () => {
    const site = fakeSite();
    renderMembers(site, { query: '' });
    expect(await button(`Actions for ${isolatedName('Oliver Anderson')}`)).toBeInTheDocument();
  });
});

describe('an account that may not act', () => {
  it('gets no controls on the active list', async () => {
    const site = fakeSite({ mayAct: false });
    renderMembers(site, { query: '', manager: false });
    expect(await screen.findByRole('row', { name: /Oliver Anderson/ })).toBeInTheDocument();
    // The check asked for the join requests and got the active list.
    await waitFor(() => expect(site.reads(1)).toBe(1));
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  });

  it('as a site moderator, gets only the block of the profile on the active list', async () => {
    const site = fakeSite({ mayAct: false });
    renderMembers(site, { query: '' });
    await userEvent.click(await button(`Actions for ${isolatedName('Oliver Anderson')}`));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Block from the community…',
    ]);
  });

  it('gets no controls where the site refused the join requests', async () => {
    const site = fakeSite({ mayAct: false });
    renderMembers(site);
    expect(
      await screen.findByRole('heading', { name: 'This account cannot see join requests' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
  });
});
