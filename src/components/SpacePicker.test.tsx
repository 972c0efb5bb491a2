import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { ApiClientProvider } from '../api/ApiClientProvider';
import type { ApiClient, GetOptions } from '../api/client';
import { ApiError } from '../api/errors';
import { isolatedName } from '../test/isolated-text';
import { readSample } from '../test/samples';
import { SpacePicker } from './SpacePicker';
import { noActions } from '../test/no-actions';

afterEach(cleanup);

/** The captured spaces list, with Design Club renamed in Hebrew; or the list refused. */
function renderPicker(value: string, { refused = false } = {}) {
  const answer = readSample('spaces_list.json') as { spaces: { slug: string; title: string }[] };
  const spaces = answer.spaces.map((space) =>
    space.slug === 'design-club' ? { ...space, title: 'מועדון העיצוב' } : space,
  );
  const get = vi.fn(async (_route: string, options: GetOptions<never>) => {
    if (refused) {
      throw new ApiError({ kind: 'http', status: 403, url: 'x', message: 'Not allowed (403).' });
    }
    const parsed = safeParse(options.schema, { ...answer, spaces });
    if (!parsed.success) throw new Error(parsed.error.message);
    return parsed.data;
  });
  const client: ApiClient = {
    root: { form: 'pretty', url: 'https://site.test/wp-json/' },
    get,
    act: noActions,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <SpacePicker value={value} onChange={() => undefined} allowAll />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
}

describe('SpacePicker', () => {
  it("isolates each space's title in its option's text, a right-to-left one too", async () => {
    renderPicker('');
    const option = await screen.findByRole('option', { name: /מועדון העיצוב/ });
    expect(option.textContent).toBe(`🎨 ${isolatedName('מועדון העיצוב')} (private)`);
    expect(screen.getByRole('option', { name: /General/ }).textContent).toBe(
      `💬 ${isolatedName('General')}`,
    );
  });

  it('isolates a slug the site does not list in its option', async () => {
    renderPicker('نادي');
    expect((await screen.findByRole('option', { name: /not in the list/ })).textContent).toBe(
      `${isolatedName('نادي')} (not in the list)`,
    );
  });

  it('isolates a typed slug it refuses, where the site does not list its spaces', async () => {
    renderPicker('', { refused: true });
    const field = await screen.findByRole('combobox', { name: 'Space (slug)' });
    await userEvent.type(field, 'نادي التصميم{Enter}');
    expect(field).toHaveAccessibleDescription(
      `“${isolatedName('نادي التصميم')}” is not a space slug: use letters, digits, - and _ only.`,
    );
  });
});
