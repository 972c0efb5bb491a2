import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SPACE_MEMBER_MESSAGES } from '../../../../contract';
import { createApiClient } from '../../../api/client';
import { membersKeys } from '../../../api/members-keys';
import type { Member } from '../../../api/schemas/member';
import { actionLogStore } from '../../../lib/action-log/store';
import { MEMBERS_TEST_SITE, renderMembersRoute } from '../../../test/render-members-route';
import { createWriteGate } from '../../../test/write-gate';
import { installDialogPolyfill } from '../../../test/dialog-polyfill';
import { isolatedName } from '../../../test/isolated-text';
import { designClubPending } from '../../../test/members-samples';

const SITE = MEMBERS_TEST_SITE;
const ROUTE = '/wp-json/fluent-community/v2/spaces/design-club/members';

/**
 * design-club's join requests as a real site lists them (the samples), with `extra` more made
 * from the first, paged as asked; the two writes take unless `refuse` names the user, and wait
 * while held.
 */
function fakeSite({ extra = 0 } = {}) {
  const sample = designClubPending();
  const [first] = sample.members.data;
  let rows: Member[] = [
    ...sample.members.data,
    ...Array.from({ length: extra }, (_, index) => ({
      ...first!,
      id: 900 + index,
      user_id: 900 + index,
      xprofile: { ...first!.xprofile!, display_name: `Extra Person ${index + 1}` },
    })),
  ];
  let pendingCount = rows.length + 2;
  const refusals = new Map<number, string>();
  const unreachable = new Set<number>();
  const sent: number[] = [];
  const gate = createWriteGate();

  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input));
    if (init?.method === 'POST') {
      const { user_id: userId } = JSON.parse(String(init.body)) as { user_id: number };
      sent.push(userId);
      await gate.passed();
      if (unreachable.has(userId)) throw new TypeError('Failed to fetch');
      const refusal = refusals.get(userId);
      if (refusal) return new Response(JSON.stringify({ message: refusal }), { status: 422 });
      rows = rows.filter((row) => row.user_id !== userId);
      pendingCount -= 1;
      const message = url.pathname.endsWith('/remove')
        ? SPACE_MEMBER_MESSAGES.removed
        : SPACE_MEMBER_MESSAGES.approved;
      return new Response(JSON.stringify({ message }), { status: 200 });
    }
    if (url.pathname !== ROUTE) return new Response('{}', { status: 404 });
    const perPage = Number(url.searchParams.get('per_page') ?? 15);
    const page = Number(url.searchParams.get('page') ?? 1);
    const data = rows.slice((page - 1) * perPage, page * perPage);
    const lastPage = Math.max(1, Math.ceil(rows.length / perPage));
    const body = {
      members: {
        ...sample.members,
        data,
        total: rows.length,
        per_page: perPage,
        current_page: page,
        last_page: lastPage,
        from: data.length ? (page - 1) * perPage + 1 : null,
        to: data.length ? (page - 1) * perPage + data.length : null,
      },
      pending_count: pendingCount,
    };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  return {
    client: createApiClient({ root: { form: 'pretty', url: `${SITE}/wp-json/` }, fetch }),
    sent,
    refuse: (userId: number, message: string) => refusals.set(userId, message),
    /** The site stops answering when this member's request comes (or answers again: false). */
    unreachableAt: (userId: number, down = true) =>
      down ? unreachable.add(userId) : unreachable.delete(userId),
    hold: gate.hold,
    release: gate.release,
  };
}

const LOG_OWNER = { root: `${SITE}/wp-json/`, username: 'admin' };

function renderMembers(site: ReturnType<typeof fakeSite>, query = 'status=pending') {
  const queryClient = renderMembersRoute({ client: site.client, query, logOwner: LOG_OWNER });
  return () => queryClient.getQueryData(membersKeys.pendingCount('design-club'));
}

const rowOf = (name: string) => screen.queryByRole('row', { name: new RegExp(name) });
const box = (name: string) =>
  screen.findByRole('checkbox', { name: `Select ${isolatedName(name)}` });
const bar = () => screen.getByRole('toolbar', { name: 'Selected requests' });

vi.setConfig({ testTimeout: 20_000 });
beforeAll(installDialogPolyfill);
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('bulk actions on join requests', () => {
  it('approves the selected requests: their rows leave, the count drops, the selection clears', async () => {
    const site = fakeSite();
    const pendingCount = renderMembers(site);
    await userEvent.click(await box('François Lefèvre'));
    await userEvent.click(await box('Owen Turner'));
    expect(bar()).toHaveTextContent('2 selected');
    expect(pendingCount()).toBe(6);
    await userEvent.dblClick(within(bar()).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByText('Approved 2 of 2.')).toBeInTheDocument());
    expect(site.sent.sort()).toEqual([42, 44]);
    expect(rowOf('François Lefèvre')).toBeNull();
    expect(rowOf('Owen Turner')).toBeNull();
    expect(rowOf('Nora Evans')).not.toBeNull();
    expect(pendingCount()).toBe(4);
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('lists a failure with the site’s own words, and retries just that one', async () => {
    const site = fakeSite();
    renderMembers(site);
    site.refuse(43, 'Selected user is not active');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByText('Approved 3 of 4. 1 failed:')).toBeInTheDocument());
    expect(
      within(screen.getByRole('list', { name: 'Failed' })).getByRole('listitem'),
    ).toHaveTextContent('Nora Evans: Selected user is not active');
    expect(rowOf('Nora Evans')).not.toBeNull();
    // Each member's action is in the action log, the refusal in the site's words.
    const logged = actionLogStore.read(LOG_OWNER).entries;
    expect(logged.map((entry) => [entry.subject, entry.result]).sort()).toEqual([
      ['François Lefèvre', 'done'],
      ['Hazel Torres', 'done'],
      ['Nora Evans', 'refused'],
      ['Owen Turner', 'done'],
    ]);
    expect(logged.find((entry) => entry.result === 'refused')).toMatchObject({
      action: 'space-member.approve',
      place: 'Design Club',
      detail: 'Selected user is not active',
    });
    site.refuse(43, '');
    await userEvent.click(screen.getByRole('button', { name: 'Retry the 1 failed' }));
    await waitFor(() => expect(screen.getByText('Approved 1 of 1.')).toBeInTheDocument());
    expect(site.sent.filter((userId) => userId === 43)).toHaveLength(2);
    expect(site.sent).toHaveLength(5);
  });

  it('stops when the site stops answering, says what was done, and Resume sends the rest', async () => {
    const site = fakeSite({ extra: 6 });
    renderMembers(site);
    site.unreachableAt(43);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    const selected = Number(/(\d+) selected/.exec(bar().textContent ?? '')![1]);
    await userEvent.click(within(bar()).getByRole('button', { name: 'Approve' }));
    const summary = await screen.findByText(
      /^The site stopped answering, so the rest was not sent\./,
    );
    expect(summary).toHaveTextContent(/not sent\./);
    const resume = screen.getByRole('button', { name: /^Resume: send the \d+ not done$/ });
    const left = Number(/the (\d+) not done/.exec(resume.textContent ?? '')![1]);
    const sentBefore = site.sent.length;
    expect(sentBefore).toBeLessThan(selected);

    site.unreachableAt(43, false);
    await userEvent.click(resume);
    await waitFor(() =>
      expect(screen.getByText(`Approved ${left} of ${left}.`)).toBeInTheDocument(),
    );
    expect(new Set(site.sent).size).toBe(selected);
    expect(site.sent.filter((userId) => userId === 43)).toHaveLength(2);
  });

  it('selects a range with shift, then all matching across pages, and declines them after asking', async () => {
    const site = fakeSite({ extra: 8 });
    renderMembers(site, 'status=pending&per_page=10');
    await userEvent.click(await box('François Lefèvre'));
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(await box('Extra Person 2'));
    await user.keyboard('{/Shift}');
    expect(bar()).toHaveTextContent('6 selected');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Select all 12 matching' }));
    expect(bar()).toHaveTextContent('12 selected');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Decline 12 requests to join Design Club?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.getByText('Declined 12 of 12.')).toBeInTheDocument());
    expect(new Set(site.sent).size).toBe(12);
    expect(await screen.findByText('No pending join requests')).toBeInTheDocument();
  });

  it('cancel sends no more; the summary says how many were done', async () => {
    const site = fakeSite({ extra: 6 });
    renderMembers(site);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    site.hold();
    await userEvent.click(within(bar()).getByRole('button', { name: 'Approve' }));
    const progress = await screen.findByRole('progressbar', { name: 'Bulk action' });
    expect(progress).toHaveAttribute('aria-valuemax', '10');
    expect(progress).toHaveAttribute('aria-valuetext', 'Approving 0 of 10');
    await waitFor(() => expect(site.sent).toHaveLength(4));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    site.release();
    await waitFor(() =>
      expect(
        screen.getByText('Approved 4 of 10. Stopped: 6 requests not sent.'),
      ).toBeInTheDocument(),
    );
    expect(site.sent).toHaveLength(4);
    expect(rowOf('Extra Person 6')).not.toBeNull();
  });
});
