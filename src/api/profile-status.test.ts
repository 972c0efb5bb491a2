import { describe, expect, it, vi } from 'vitest';
import { PROFILE_STATUS_MESSAGE } from '../../contract';
import { withoutSiteLanguage } from '../test/site-language';
import { createApiClient } from './client';
import { setProfileStatus } from './profile-status';

const root = { form: 'pretty', url: 'https://site.test/wp-json/' } as const;

// The answer as a running 2.8.1 gives it (behaviour.md, "A profile's status"): `id` a string.
const answer = {
  message: PROFILE_STATUS_MESSAGE,
  member: {
    id: '12',
    user_id: '45',
    total_points: '0',
    username: 'troll.tony',
    status: 'blocked',
    is_verified: '0',
    display_name: 'Tony Troll',
    avatar: null,
    short_description: '',
    last_activity: '2026-11-01 10:00:00',
    meta: [],
    created_at: '2026-01-01 10:00:00',
    updated_at: '2026-11-27 10:00:00',
    badge: null,
    permalink: 'https://site.test/portal/u/troll.tony/',
  },
};

describe('setProfileStatus', () => {
  it("PATCHes {status} to the member's route and reads the profile as it now is", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify(answer)));
    const client = createApiClient({ root, fetch });
    const done = await setProfileStatus(client, 45, 'blocked');
    expect(done.member).toMatchObject({ user_id: 45, status: 'blocked', username: 'troll.tony' });
    const [url, init] = fetch.mock.calls[0]!;
    expect([withoutSiteLanguage(url), init?.method, init?.body]).toEqual([
      'https://site.test/wp-json/fluent-community/v2/members/45',
      'PATCH',
      '{"status":"blocked"}',
    ]);
  });
});
