import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiClientProvider } from '../../api/ApiClientProvider';
import { UTC_SITE_CLOCK } from '../../lib/site-clock';
import { ViewerProvider } from '../../lib/viewer';
import { installDialogPolyfill } from '../../test/dialog-polyfill';
import { isolatedName } from '../../test/isolated-text';
import {
  inboxSite,
  joinRequestRow,
  pendingProfile,
  postInReview,
  type InboxSiteOptions,
} from '../../test/inbox-site';
import { InboxRoute } from './InboxRoute';

const old = joinRequestRow('Olga Old', '2026-10-01 08:00:00');
const mid = joinRequestRow('Mia Mid', '2026-11-01 08:00:00');
const young = joinRequestRow('Yan Young', '2026-11-20 08:00:00');

function renderInbox(site: InboxSiteOptions, { manager = true } = {}) {
  const fake = inboxSite(site);
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ApiClientProvider client={fake.client}>
        <ViewerProvider
          viewer={{
            name: 'Admin',
            username: 'admin',
            isManager: manager,
            isAdministrator: manager,
            siteClock: UTC_SITE_CLOCK,
          }}
        >
          <MemoryRouter>
            <InboxRoute />
          </MemoryRouter>
        </ViewerProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { ...fake, user: userEvent.setup() };
}

const requestsList = () => screen.findByRole('list', { name: 'Join requests' }, { timeout: 5_000 });
const rowNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('bdi')?.textContent);
/** A control's name: the person and the space, each isolated. */
const about = (verb: string, person: string, space = 'Space general') =>
  `${verb} ${isolatedName(person)} in ${isolatedName(space)}`;
const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

beforeAll(installDialogPolyfill);
afterEach(cleanup);

describe('InboxRoute', () => {
  it('lists the join requests of every space oldest first, with how long each has waited', async () => {
    renderInbox({ requests: { general: [young, old], 'design-club': [mid] } });
    const list = await requestsList();
    await waitFor(() => expect(rowNames(list)).toEqual(['Olga Old', 'Mia Mid', 'Yan Young']));
    expect(within(list).getAllByText(/^Waiting \d+ (day|week|month)s?$/)).toHaveLength(3);
    expect(section('Join requests')).toHaveTextContent('3 requests waiting');
  });

  it('approves a request at once, and the count drops', async () => {
    const { user, act } = renderInbox({ requests: { general: [old, mid] } });
    const list = await requestsList();
    await user.click(within(list).getByRole('button', { name: about('Approve', 'Olga Old') }));
    expect(rowNames(list)).toEqual(['Mia Mid']);
    expect(section('Join requests')).toHaveTextContent('1 request waiting');
    await screen.findByText(/Approved/);
    expect(act).toHaveBeenCalledWith(
      'fluent-community/v2/spaces/general/members',
      expect.objectContaining({ body: { user_id: old.user_id } }),
    );
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });

  it('puts a refused request back, with the site’s words and a way to try again', async () => {
    const { user } = renderInbox({
      requests: { general: [old, mid] },
      refuseUserIds: [old.user_id],
    });
    const list = await requestsList();
    await user.click(within(list).getByRole('button', { name: about('Decline', 'Olga Old') }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Decline' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not decline the request of Olga Old: You do not have permission to do this action',
    );
    expect(rowNames(list)).toEqual(['Olga Old', 'Mia Mid']);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('approves the selected requests in bulk, a range picked with shift', async () => {
    const { user, act } = renderInbox({ requests: { general: [old, mid, young] } });
    const list = await requestsList();
    await waitFor(() => expect(rowNames(list)).toHaveLength(3));
    await user.click(within(list).getByRole('checkbox', { name: about('Select', 'Olga Old') }));
    await user.keyboard('{Shift>}');
    await user.click(within(list).getByRole('checkbox', { name: about('Select', 'Yan Young') }));
    await user.keyboard('{/Shift}');
    await user.click(screen.getByRole('button', { name: 'Approve 3' }));
    await screen.findByText('Approved 3 of 3.');
    expect(act).toHaveBeenCalledTimes(3);
    expect(screen.getByText('No one is waiting to join a space you manage.')).toBeInTheDocument();
  });

  it('offers every request waiting, beyond those shown, and approves them all in one run', async () => {
    const day = (n: number) => `2026-10-${String(n).padStart(2, '0')} 08:00:00`;
    const general = Array.from({ length: 14 }, (_, n) =>
      joinRequestRow(`General ${n}`, day(n + 1)),
    );
    const design = Array.from({ length: 12 }, (_, n) => joinRequestRow(`Design ${n}`, day(n + 2)));
    const { user, act } = renderInbox({ requests: { general, design } });
    const list = await requestsList();
    // The first page of each space (10): shown as far as their order is sure.
    await waitFor(() => expect(rowNames(list).length).toBeGreaterThan(0));
    const shown = rowNames(list).length;
    expect(shown).toBeLessThan(26);
    expect(screen.queryByRole('button', { name: 'Select all 26 waiting' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select all requests shown' }));
    await user.click(screen.getByRole('button', { name: 'Select all 26 waiting' }));
    expect(screen.getByText('All 26 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve 26' }));
    await screen.findByText('Approved 26 of 26.', undefined, { timeout: 5_000 });
    expect(act).toHaveBeenCalledTimes(26);
    const approved = act.mock.calls.map(([route, { body }]) => `${route} ${String(body?.user_id)}`);
    expect(new Set(approved).size).toBe(26);
    await waitFor(() =>
      expect(screen.getByText('No one is waiting to join a space you manage.')).toBeInTheDocument(),
    );
  });

  it('lets "all waiting" go back to the requests shown, and a row unpicked ends it', async () => {
    const day = (n: number) => `2026-10-${String(n).padStart(2, '0')} 08:00:00`;
    const general = Array.from({ length: 14 }, (_, n) =>
      joinRequestRow(`General ${n}`, day(n + 1)),
    );
    const { user } = renderInbox({ requests: { general } });
    const list = await requestsList();
    await waitFor(() => expect(rowNames(list)).toHaveLength(10));
    await user.click(screen.getByRole('checkbox', { name: 'Select all requests shown' }));
    await user.click(screen.getByRole('button', { name: 'Select all 14 waiting' }));
    expect(screen.getByRole('button', { name: 'Approve 14' })).toBeInTheDocument();
    await user.click(within(list).getByRole('checkbox', { name: about('Select', 'General 0') }));
    expect(screen.getByRole('button', { name: 'Approve 9' })).toBeInTheDocument();
    expect(screen.queryByText('All 14 selected')).toBeNull();
  });

  it('shows posts in review and profiles to approve, and approves a profile', async () => {
    const { user } = renderInbox({
      requests: {},
      posts: [postInReview('Draft plan', '2026-11-20 09:00:00')],
      profiles: [pendingProfile('Pat Pending', '2026-11-01 00:00:00')],
    });
    const posts = await screen.findByRole('list', { name: 'Posts in review' }, { timeout: 5_000 });
    expect(posts).toHaveTextContent('Draft plan');
    const profiles = await screen.findByRole('list', { name: 'Profiles to approve' });
    await user.click(
      within(profiles).getByRole('button', {
        name: `Approve the profile of ${isolatedName('Pat Pending')}`,
      }),
    );
    expect(screen.queryByRole('list', { name: 'Profiles to approve' })).toBeNull();
    await screen.findByText(/Approved the profile of/);
    expect(screen.getByText('No one is waiting to join a space you manage.')).toBeInTheDocument();
  });

  it('publishes a post in review, sent back with its own text, and it leaves the inbox', async () => {
    const { user, act } = renderInbox({
      requests: {},
      posts: [postInReview('Draft plan', '2026-11-20 09:00:00')],
      profiles: [],
    });
    const posts = await screen.findByRole('list', { name: 'Posts in review' }, { timeout: 5_000 });
    await user.click(
      within(posts).getByRole('button', { name: `Publish ${isolatedName('Draft plan')}` }),
    );
    await screen.findByText(/Published/);
    expect(screen.queryByRole('list', { name: 'Posts in review' })).toBeNull();
    const [route, { body }] = act.mock.calls.at(-1)! as [string, { body: Record<string, unknown> }];
    expect(route).toMatch(/^fluent-community\/v2\/feeds\/\d+$/);
    expect(body).toMatchObject({ status: 'published', title: 'Draft plan' });
    expect(typeof body.message).toBe('string');
  });

  it('has no profiles section for an account the directory refuses, and no error', async () => {
    renderInbox({ requests: { general: [old] }, profiles: 'refused' });
    await requestsList();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /^Profiles to approve/ })).toBeNull(),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
