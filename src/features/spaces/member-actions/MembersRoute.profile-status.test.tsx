import { MutationCache, QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFILE_STATUS_MESSAGE } from '../../../../contract';
import { createApiClient } from '../../../api/client';
import { recordMutation } from '../../../lib/action-log/mutation-meta';
import { actionLogStore } from '../../../lib/action-log/store';
import { type Viewer } from '../../../lib/viewer';
import { MEMBERS_TEST_SITE, renderMembersRoute } from '../../../test/render-members-route';
import { createWriteGate } from '../../../test/write-gate';
import { installDialogPolyfill } from '../../../test/dialog-polyfill';
import { isolatedName } from '../../../test/isolated-text';
import { designClubActive } from '../../../test/members-samples';

const SITE = MEMBERS_TEST_SITE;
const OWNER = { root: `${SITE}/wp-json/`, username: 'admin' };
const ADMIN_REFUSAL =
  'Sorry, you cannot change the status of another admin. Remove the user from moderators';

/**
 * design-club's active members as a real site sends them, the profile status route, and
 * WordPress's list of the site's administrators (`administrators`: user ids).
 */
function fakeSite({ administrators = [] as number[] } = {}) {
  const active = designClubActive();
  const statuses = new Map<number, string>();
  const patches: Array<{ userId: number; status: unknown }> = [];
  let refusal: { status: number; body: unknown } | null = null;
  const gate = createWriteGate();
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname.endsWith('/wp/v2/users')) {
      expect(url.searchParams.getAll('roles[]')).toEqual(['administrator']);
      return new Response(JSON.stringify(administrators.map((id) => ({ id }))));
    }
    const patch = /\/members\/(\d+)$/.exec(url.pathname);
    if (patch && init?.method === 'PATCH') {
      const userId = Number(patch[1]);
      const { status } = JSON.parse(String(init.body)) as { status: string };
      patches.push({ userId, status });
      await gate.passed();
      if (refusal) return new Response(JSON.stringify(refusal.body), { status: refusal.status });
      statuses.set(userId, status);
      const row = active.members.data.find((member) => member.user_id === userId)!;
      return new Response(
        JSON.stringify({ message: PROFILE_STATUS_MESSAGE, member: { ...row.xprofile, status } }),
      );
    }
    // The active list shows active profiles only (behaviour.md, "Space members").
    const data = active.members.data.filter(
      (member) => (statuses.get(member.user_id) ?? 'active') === 'active',
    );
    return new Response(
      JSON.stringify({ ...active, members: { ...active.members, data, total: data.length } }),
    );
  });
  return {
    client: createApiClient({ root: { form: 'pretty', url: `${SITE}/wp-json/` }, fetch }),
    patches,
    refuse: (answer: { status: number; body: unknown }) => (refusal = answer),
    hold: gate.hold,
    release: gate.release,
  };
}

function renderMembers(site: ReturnType<typeof fakeSite>, viewer: Partial<Viewer> = {}) {
  // Recording as the app's query cache does (app/query-client.ts, tested there).
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false } },
    mutationCache: new MutationCache({
      onSuccess: (_data, variables, _result, mutation) =>
        recordMutation(OWNER, mutation, variables, null),
      onError: (error, variables, _result, mutation) =>
        recordMutation(OWNER, mutation, variables, { error }),
    }),
  });
  renderMembersRoute({ client: site.client, viewer: { userId: 1, ...viewer }, queryClient });
}

const member = designClubActive().members.data[2]!;
const NAME = member.xprofile!.display_name;

async function openPanel() {
  await userEvent.click(await screen.findByRole('button', { name: NAME }));
  return screen.findByRole('dialog', { name: NAME });
}

vi.setConfig({ testTimeout: 60_000 });
beforeAll(installDialogPolyfill);
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('blocking from the member panel', () => {
  it('asks once, shows the block at once, and keeps the panel when the member leaves the list', async () => {
    const site = fakeSite();
    renderMembers(site);
    const panel = await openPanel();
    const access = within(panel).getByRole('region', { name: 'Community access' });
    await userEvent.click(
      within(access).getByRole('button', { name: `Block ${isolatedName(NAME)}` }),
    );
    const confirm = screen.getByRole('dialog', { name: `Block ${NAME} from the community?` });
    expect(confirm).toHaveTextContent('Access denied');
    expect(site.patches).toEqual([]);
    site.hold();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Block' }));
    // Before the site answers.
    await waitFor(() => expect(access).toHaveTextContent('Blocked'));
    expect(within(access).getByRole('button', { name: /Unblock/ })).toBeDisabled();
    site.release();
    await waitFor(() =>
      expect(
        within(panel).getByRole('status', { name: 'Profile status changes' }),
      ).toHaveTextContent('they can no longer use the community'),
    );
    // The member left the active list when it was read again; the panel stays on them.
    await waitFor(() => expect(screen.queryByRole('row', { name: new RegExp(NAME) })).toBeNull());
    expect(screen.getByRole('dialog', { name: NAME })).toBeInTheDocument();
    expect(site.patches).toEqual([{ userId: member.user_id, status: 'blocked' }]);
  });

  it('unblocks on Undo, and logs both', async () => {
    const site = fakeSite();
    renderMembers(site);
    const panel = await openPanel();
    await userEvent.click(
      within(panel).getByRole('button', { name: `Block ${isolatedName(NAME)}` }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: /^Block/ })).getByRole('button', { name: 'Block' }),
    );
    const undo = await within(
      within(panel).getByRole('status', { name: 'Profile status changes' }),
    ).findByRole('button', {
      name: 'Undo',
    });
    await userEvent.click(undo);
    await waitFor(() =>
      expect(
        within(panel).getByRole('status', { name: 'Profile status changes' }),
      ).toHaveTextContent(`Undone: ${NAME} is no longer blocked.`),
    );
    expect(site.patches).toEqual([
      { userId: member.user_id, status: 'blocked' },
      { userId: member.user_id, status: 'active' },
    ]);
    expect(actionLogStore.read(OWNER).entries.map((entry) => [entry.action, entry.result])).toEqual(
      [
        ['profile.block', 'done'],
        ['profile.unblock', 'done'],
      ],
    );
  });

  it("puts the profile back with the site's words, and offers no block of that admin again", async () => {
    const site = fakeSite();
    site.refuse({ status: 422, body: { message: ADMIN_REFUSAL } });
    renderMembers(site);
    const panel = await openPanel();
    await userEvent.click(
      within(panel).getByRole('button', { name: `Block ${isolatedName(NAME)}` }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: /^Block/ })).getByRole('button', { name: 'Block' }),
    );
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('alert')
          .some((alert) =>
            alert.textContent?.includes(`Could not block ${NAME}: ${ADMIN_REFUSAL}`),
          ),
      ).toBe(true),
    );
    expect(within(panel).queryByRole('region', { name: 'Community access' })).toBeNull();
    expect(actionLogStore.read(OWNER).entries).toMatchObject([
      { action: 'profile.block', result: 'refused', detail: ADMIN_REFUSAL },
    ]);
  });
});

describe('who is offered it', () => {
  it('not an account that is not a site moderator', async () => {
    renderMembers(fakeSite(), { isManager: false, isAdministrator: false });
    const panel = await openPanel();
    expect(within(panel).getByText('Points')).toBeInTheDocument();
    expect(within(panel).queryByRole('region', { name: 'Community access' })).toBeNull();
  });

  it("not on the site's administrators, as WordPress lists them to an administrator", async () => {
    const site = fakeSite({ administrators: [1, member.user_id] });
    renderMembers(site);
    const panel = await openPanel();
    expect(within(panel).getByText('Points')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel).queryByRole('region', { name: 'Community access' })).toBeNull(),
    );
    // Anyone else is still offered it.
    await userEvent.keyboard('{Escape}');
    const other = designClubActive().members.data[3]!.xprofile!.display_name;
    await userEvent.click(await screen.findByRole('button', { name: other }));
    const otherPanel = await screen.findByRole('dialog', { name: other });
    expect(
      within(otherPanel).getByRole('button', { name: `Block ${isolatedName(other)}` }),
    ).toBeInTheDocument();
  });

  it('not on the account itself', async () => {
    renderMembers(fakeSite(), { userId: member.user_id });
    const panel = await openPanel();
    expect(within(panel).getByText('Points')).toBeInTheDocument();
    expect(within(panel).queryByRole('region', { name: 'Community access' })).toBeNull();
  });
});
