import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { ApiClientProvider } from '../../api/ApiClientProvider';
import type { ApiClient, GetOptions } from '../../api/client';
import { ApiError } from '../../api/errors';
import type { Person } from '../../api/people';
import { isolatedName, isolatedText } from '../../test/isolated-text';
import { PeoplePicker } from './PeoplePicker';
import { noActions } from '../../test/no-actions';

afterEach(cleanup);

const refusal = () =>
  new ApiError({
    kind: 'http',
    status: 422,
    code: 'permission_failed',
    url: 'x',
    message: 'This account is not allowed to see this (422).',
  });

const profile = (user_id: number, display_name: string, username: string) => ({
  user_id,
  display_name,
  username,
  avatar: `https://gravatar.test/${username}.png`,
  status: 'active',
});

interface Site {
  directory: () => unknown;
  spaceMembers?: () => unknown;
}

/** An API client answering the member directory and a space's members as each test decides. */
function fakeClient(site: Site) {
  const get = vi.fn(async (route: string, options: GetOptions<never>) => {
    const answer =
      route.endsWith('/members') && route.includes('/spaces/') ? site.spaceMembers : site.directory;
    const body = answer?.();
    const parsed = safeParse(options.schema, body);
    if (!parsed.success) throw new Error(`fake answer does not parse: ${parsed.error.message}`);
    return parsed.data;
  });
  const client: ApiClient = {
    root: { form: 'pretty', url: 'https://example.com/wp-json/' },
    get,
    act: noActions,
  };
  return { client, get };
}

const throwing = (error: () => Error) => () => {
  throw error();
};

const ana: Person = { id: 3, name: 'Ana Souza', username: 'asouza', avatar: null };

function Harness(props: {
  initial?: number | null;
  space?: string;
  known?: Person[];
  onChange?: (id: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(props.initial ?? null);
  return (
    <PeoplePicker
      label="Author"
      value={value}
      onChange={(id) => {
        setValue(id);
        props.onChange?.(id);
      }}
      space={props.space ?? ''}
      known={props.known ?? []}
      unknownNote="No posts by this member — they may have been deleted."
    />
  );
}

function renderPicker(client: ApiClient, props: Parameters<typeof Harness>[0] = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <Harness {...props} />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
}

const field = () => screen.getByRole('combobox', { name: 'Author' });
/** The text of each option, as read out: the avatar's initials are hidden from it. */
const optionTexts = () =>
  screen.getAllByRole('option').map((option) => {
    const copy = option.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return copy.textContent;
  });
/** Text shown on screen (the live region repeats it for screen readers). */
const shown = (text: string | RegExp) =>
  screen.findByText(text, { selector: ':not([role=status])' });

describe('PeoplePicker', () => {
  it('suggests people on the page first, then the directory’s, with avatar and @username', async () => {
    const onChange = vi.fn();
    const { client, get } = fakeClient({
      directory: () => ({
        members: {
          data: [profile(23, 'Anouk de Vries', 'anoukdevries'), profile(3, 'Ana Souza', 'asouza')],
        },
      }),
    });
    renderPicker(client, { known: [ana], onChange });
    await userEvent.type(field(), 'an');
    expect(await screen.findByRole('option', { name: /Anouk de Vries/ })).toBeVisible();
    expect(optionTexts()).toEqual(['Ana Souza@asouza', 'Anouk de Vries@anoukdevries']);
    const anouk = screen.getByRole('option', { name: /Anouk de Vries/ });
    expect(within(anouk).getByText('@anoukdevries')).toBeVisible();
    expect(anouk.querySelector('img')).toHaveAttribute(
      'src',
      'https://gravatar.test/anoukdevries.png',
    );
    // Typing pauses once: one request, for the whole text.
    expect(get).toHaveBeenCalledExactlyOnceWith(
      'fluent-community/v2/members',
      expect.objectContaining({ params: { search: 'an', per_page: 10 } }),
    );

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(23);
    expect(field()).toHaveValue('Anouk de Vries');
  });

  it('searches the chosen space’s members when the directory refuses', async () => {
    const { client, get } = fakeClient({
      directory: throwing(refusal),
      spaceMembers: () => ({
        members: {
          data: [{ user_id: '40', xprofile: profile(40, 'Sebastian Carter', 'sebastiancarter') }],
        },
      }),
    });
    renderPicker(client, { space: 'general' });
    await userEvent.type(field(), 'seb');
    expect(await screen.findByRole('option', { name: /Sebastian Carter/ })).toBeVisible();
    expect(
      await shown(
        'This site does not list its members to this account: these are members of the chosen space.',
      ),
    ).toBeVisible();
    expect(get).toHaveBeenLastCalledWith(
      'fluent-community/v2/spaces/general/members',
      expect.objectContaining({ params: { search: 'seb', per_page: 10 } }),
    );
  });

  it('still takes a typed user id when nothing lists members', async () => {
    const onChange = vi.fn();
    const { client } = fakeClient({ directory: throwing(refusal) });
    renderPicker(client, { onChange });
    await userEvent.type(field(), '42');
    expect(await shown(/choose a space to search its members/)).toBeVisible();
    expect(optionTexts()).toEqual(['Use user id 42']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(42);
    expect(field()).toHaveValue('User #42');
  });

  it('keeps a name that was not picked in the field, saying what to do', async () => {
    const onChange = vi.fn();
    const { client } = fakeClient({ directory: () => ({ members: { data: [] } }) });
    renderPicker(client, { onChange });
    await userEvent.type(field(), 'nobody');
    const message = await shown(/^No member matches/);
    expect(message).toBeVisible();
    expect(isolatedText(message)).toBe('No member matches “[nobody]”.');
    await userEvent.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(field()).toHaveValue('nobody');
    expect(field()).toHaveAccessibleDescription(
      `“${isolatedName('nobody')}” is not applied: pick a member from the suggestions, or type a user id (a whole number, like 12).`,
    );
  });

  it('picks the one person whose whole name was typed, on Enter', async () => {
    const onChange = vi.fn();
    const { client } = fakeClient({ directory: () => ({ members: { data: [] } }) });
    renderPicker(client, { known: [ana], onChange });
    await userEvent.type(field(), 'ana souza{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(3);
    expect(field()).toHaveValue('Ana Souza');
  });

  it('names the id from the people on the page, else shows it with the note', () => {
    const { client } = fakeClient({ directory: () => ({ members: { data: [] } }) });
    renderPicker(client, { initial: 3, known: [ana] });
    expect(field()).toHaveValue('Ana Souza');
    expect(field()).not.toHaveAccessibleDescription();
    cleanup();

    renderPicker(client, { initial: 123, known: [ana] });
    expect(field()).toHaveValue('User #123');
    expect(field()).toHaveAccessibleDescription(
      'No posts by this member — they may have been deleted.',
    );
  });
});
