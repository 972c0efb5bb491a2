import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { ApiClientProvider } from '../../api/ApiClientProvider';
import type { ApiClient, GetOptions } from '../../api/client';
import { ApiError } from '../../api/errors';
import { foldText } from '../../lib/fold-text';
import { installDialogPolyfill } from '../../test/dialog-polyfill';
import { OWNER, renderWithViews } from '../../test/render-with-views';
import { savedViewsStore } from '../../lib/saved-views/store';
import { CommandPalette } from './CommandPalette';
import { isolatedText } from '../../test/isolated-text';
import { noActions } from '../../test/no-actions';

beforeAll(installDialogPolyfill);
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const space = (slug: string, title: string, emoji?: string) => ({
  id: slug.length,
  title,
  slug,
  type: 'community',
  privacy: 'public',
  description: '',
  status: 'published',
  settings: emoji ? { emoji } : [],
  created_at: null,
  updated_at: null,
});

const course = (id: number, title: string) => ({
  id,
  title,
  slug: `course-${id}`,
  type: 'course',
  privacy: 'public',
  status: 'published',
  description: '',
  cover_photo: null,
  created_at: null,
  updated_at: null,
  students_count: 12,
});

const profile = (user_id: number, display_name: string, username: string) => ({
  user_id,
  display_name,
  username,
  avatar: null,
});

const refusal = () =>
  new ApiError({ kind: 'http', status: 403, url: 'x', message: 'Not allowed (403).' });

interface Site {
  spaces?: () => unknown;
  courses?: () => unknown;
  members?: (search: string) => unknown;
}

const DEMO: Required<Site> = {
  spaces: () => ({
    spaces: [space('general', 'General', '💬'), space('design-crit', 'Design critique')],
  }),
  courses: () => ({
    courses: {
      data: [course(7, 'Onboarding basics')],
      current_page: 1,
      per_page: 100,
      from: 1,
      to: 1,
      total: 1,
      last_page: 1,
    },
  }),
  members: (search) => ({
    members: {
      data: [profile(31, 'José Álvarez', 'jalvarez'), profile(32, 'Joanna Li', 'jli')].filter(
        (person) => foldText(person.display_name).includes(foldText(search)),
      ),
    },
  }),
};

/** An API client answering spaces, courses and the member directory as each test decides. */
function fakeClient(site: Site = DEMO) {
  const get = vi.fn(async (route: string, options: GetOptions<never>) => {
    const params = (options.params ?? {}) as Record<string, unknown>;
    let answer: (() => unknown) | undefined;
    if (route.endsWith('/spaces')) answer = site.spaces;
    else if (route.endsWith('/admin/courses')) answer = site.courses;
    else if (route.endsWith('/members')) answer = () => site.members?.(String(params.search));
    else throw new Error(`unexpected request: ${route}`);
    if (!answer) throw new Error(`no answer for ${route}`);
    const parsed = safeParse(options.schema, answer());
    if (!parsed.success) throw new Error(`fake answer does not parse: ${parsed.error.message}`);
    return parsed.data;
  });
  const client: ApiClient = { root: { form: 'pretty', url: OWNER.root }, get, act: noActions };
  return { client, get };
}

function renderPalette(site?: Site, url = '/spaces') {
  const { client, get } = fakeClient(site);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const view = renderWithViews(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <button type="button">Before</button>
        <input aria-label="Search members" />
        <CommandPalette />
      </ApiClientProvider>
    </QueryClientProvider>,
    { url },
  );
  return { ...view, user, get };
}

const field = () => screen.getByRole('combobox', { name: /Go to a page/ });
const currentUrl = () => screen.getByTestId('current-url').textContent;
const activeOption = () => {
  const id = field().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
/** The listed groups' names, in order. */
const groupNames = () =>
  screen
    .getAllByRole('group')
    .map(
      (group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
    );

async function openPalette(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  // The palette's code comes on the first press (CommandPalette.tsx).
  expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeVisible();
  await waitFor(() => expect(field()).toHaveFocus());
}

describe('CommandPalette', () => {
  it('opens on Ctrl+K or ⌘+K, even from a text field, and keeps the key from the browser', async () => {
    const { user } = renderPalette();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    screen.getByLabelText('Search members').focus();
    const event = new KeyboardEvent('keydown', {
      key: 'k',
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
    act(() => {
      screen.getByLabelText('Search members').dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(field()).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search members')).toHaveFocus();
    await user.keyboard('{Meta>}k{/Meta}');
    await waitFor(() => expect(field()).toHaveFocus());
  });

  it('lists pages, spaces, courses and saved views, grouped, with the first one active', async () => {
    savedViewsStore.save(OWNER, {
      name: 'Pending in General',
      path: '/feed?status=pending',
      columns: null,
    });
    const { user } = renderPalette();
    await openPalette(user);
    const listbox = await screen.findByRole('listbox', { name: 'Places' });
    await within(listbox).findByRole('option', { name: /Onboarding basics/ });
    expect(groupNames()).toEqual(['Pages', 'Spaces', 'Courses', 'Saved views']);
    expect(
      within(screen.getByRole('group', { name: 'Saved views' })).getByRole('option', {
        name: /Pending in General/,
      }),
    ).toBeInTheDocument();
    expect(activeOption()).toHaveTextContent('Overview');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
  });

  it('narrows to what is typed, accents aside, best match first, with the typed part marked', async () => {
    const { user } = renderPalette();
    await openPalette(user);
    await screen.findByRole('option', { name: /Design critique/ });
    await user.keyboard('CRÍT');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent('Design critique');
    expect(options[0]?.querySelector('mark')).toHaveTextContent('crit');
    await user.clear(field());
    await user.keyboard('gen');
    expect(activeOption()).toHaveTextContent('General');
  });

  it('moves with the arrows, Home and End, and opens the active place on Enter', async () => {
    const { user } = renderPalette();
    await openPalette(user);
    await screen.findByRole('option', { name: /Onboarding basics/ });
    const names = () => activeOption()?.textContent ?? '';
    expect(names()).toMatch(/^Overview/);
    await user.keyboard('{ArrowDown}');
    expect(names()).toMatch(/^Inbox/);
    await user.keyboard('{ArrowDown}');
    expect(names()).toMatch(/^Feed/);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(names()).toMatch(/^Onboarding basics/); // wrapped around to the last
    await user.keyboard('{Home}');
    expect(names()).toMatch(/^Overview/);
    await user.keyboard('{End}');
    expect(names()).toMatch(/^Onboarding basics/);
    await user.keyboard('{Enter}');
    expect(currentUrl()).toBe('/courses/7/students');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('opens a space’s members page', async () => {
    const { user } = renderPalette();
    await openPalette(user);
    await screen.findByRole('option', { name: /Design critique/ });
    await user.keyboard('design{Enter}');
    expect(currentUrl()).toBe('/spaces/design-crit/members');
  });

  it('finds members from two letters, once typing pauses, and opens the feed of their posts', async () => {
    const { user, get } = renderPalette();
    await openPalette(user);
    await user.keyboard('j');
    expect(screen.getByText(/Type 2 letters or more to find members/)).toBeInTheDocument();
    await user.keyboard('o');
    const members = await screen.findByRole('group', { name: 'Members' });
    expect(within(members).getAllByRole('option')).toHaveLength(2);
    const searches = get.mock.calls
      .filter(([route]) => route.endsWith('/members'))
      .map(([, options]) => (options.params as { search: string }).search);
    expect(searches).toEqual(['jo']);
    await user.keyboard('s');
    await within(members).findByRole('option', { name: /José Álvarez/ });
    expect(within(members).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(currentUrl()).toBe('/feed?user_id=31');
  });

  it('lists at most five members', async () => {
    const many = Array.from({ length: 8 }, (_, index) =>
      profile(40 + index, `Maria ${index}`, `m${index}`),
    );
    const { user } = renderPalette({ ...DEMO, members: () => ({ members: { data: many } }) });
    await openPalette(user);
    await user.keyboard('maria');
    const members = await screen.findByRole('group', { name: 'Members · 5 of 8' });
    expect(within(members).getAllByRole('option')).toHaveLength(5);
  });

  it('leaves members out, saying why, where the site refuses its directory', async () => {
    const { user } = renderPalette({
      ...DEMO,
      members: () => {
        throw refusal();
      },
    });
    await openPalette(user);
    await user.keyboard('gen');
    expect(
      await screen.findByText(/This site does not list its members to this account/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Members' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: /General/ })).toBeInTheDocument();
  });

  it('offers the courses opened before where the site does not list courses', async () => {
    localStorage.setItem(
      'community-desk.known-courses:https://community.example',
      JSON.stringify([{ id: 9, title: 'Advanced moderation' }]),
    );
    const { user } = renderPalette({
      ...DEMO,
      courses: () => {
        throw refusal();
      },
    });
    await openPalette(user);
    expect(
      await screen.findByText(
        /does not list its courses to this account: these are courses opened before/,
      ),
    ).toBeInTheDocument();
    await user.keyboard('advanced{Enter}');
    expect(currentUrl()).toBe('/courses/9/students');
  });

  it('says when nothing matches', async () => {
    const { user } = renderPalette();
    await openPalette(user);
    await screen.findByRole('option', { name: /General/ });
    await user.keyboard('zq');
    const message = await screen.findByText(/^No match for/, { selector: 'p:not([role])' });
    expect(message).toBeVisible();
    // What was typed is isolated in the sentence (<bdi>), right-to-left text too.
    expect(isolatedText(message)).toBe('No match for “[zq]”.');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
  });

  it('opens a saved view at its URL', async () => {
    savedViewsStore.save(OWNER, {
      name: 'Jos by name',
      path: '/spaces/general/members?search=jos',
      columns: null,
    });
    const { user } = renderPalette();
    await openPalette(user);
    await user.keyboard('jos by');
    await screen.findByRole('option', { name: /Jos by name/ });
    await user.keyboard('{Enter}');
    expect(currentUrl()).toBe('/spaces/general/members?search=jos');
  });

  it('shows the keyboard shortcuts on ?, outside text fields only, and closes them on Escape', async () => {
    const { user } = renderPalette();
    screen.getByLabelText('Search members').focus();
    await user.keyboard('?');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(sheet).getByText(/saved view or member \(command palette\)/)).toBeInTheDocument();
    expect(within(sheet).getByRole('heading', { name: 'Feed' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });
});
