import { focusManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client';
import { withoutSiteLanguage } from '../../test/site-language';
import { createQueryClient } from '../query-client';
import { currentUserQuery } from './current-user-query';

const me = { id: 1, name: 'Site Admin', slug: 'admin', roles: ['administrator'] };

/**
 * The window losing and regaining focus, as React Query hears it. It refetches after a
 * microtask (it first resumes paused mutations): one macrotask turn lets all of that run.
 */
async function refocus() {
  focusManager.setFocused(false);
  focusManager.setFocused(true);
  await new Promise((settled) => setTimeout(settled, 0));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

describe('currentUserQuery', () => {
  it('asks users/me with context=edit and re-asks on focus at most once a minute', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () => new Response(JSON.stringify(me), { status: 200 }),
    );
    const api = createApiClient({
      root: { form: 'pretty', url: 'https://community.example/wp-json/' },
      credentials: { username: 'admin', password: 'abcdefghijklmnopqrstuvwx' },
      fetch,
    });
    const client = createQueryClient({ onUnauthorized: () => undefined });
    client.mount(); // as QueryClientProvider does: it then follows the window's focus
    const observer = new QueryObserver(client, currentUserQuery(api));
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    expect(withoutSiteLanguage(fetch.mock.calls[0]![0])).toBe(
      'https://community.example/wp-json/wp/v2/users/me?context=edit',
    );

    // 55 s later: too soon to ask again.
    vi.advanceTimersByTime(55_000);
    await refocus();
    expect(fetch).toHaveBeenCalledTimes(1);

    // 65 s later: a revoked password is noticed when the user comes back.
    vi.advanceTimersByTime(10_000);
    await refocus();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    unsubscribe();
    client.unmount();
  });
});
