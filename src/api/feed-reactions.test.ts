import { describe, expect, it, vi } from 'vitest';
import { FEED_REACTIONS_LIMIT } from '../../contract';
import { withoutSiteLanguage } from '../test/site-language';
import { createApiClient } from './client';
import { fetchPostLikers } from './feed-reactions';

const root = { form: 'pretty', url: 'https://site.test/wp-json/' } as const;

// A like as a running 2.8.1 sends it (behaviour.md, "Who liked a post"): ids as strings.
function like(id: number, userId: number, name: string) {
  return {
    id: String(id),
    user_id: String(userId),
    object_id: '7',
    parent_id: null,
    object_type: 'feed',
    type: 'like',
    created_at: '2026-11-01 10:00:00',
    updated_at: '2026-11-01 10:00:00',
    xprofile: {
      user_id: String(userId),
      display_name: name,
      username: name.toLowerCase().replace(/\s+/g, '.'),
      avatar: null,
      is_verified: '0',
      meta: [],
      badge: null,
      permalink: 'https://site.test/portal/u/x/',
    },
  };
}

function siteWith(reactions: unknown[]) {
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () => new Response(JSON.stringify({ reactions })),
  );
  return { fetch, client: createApiClient({ root, fetch }) };
}

describe('fetchPostLikers', () => {
  it("asks the post's reactions route and reads each person once", async () => {
    const { fetch, client } = siteWith([
      like(1, 4, 'Ana Lima'),
      like(2, 5, 'نورة'),
      like(3, 4, 'Ana Lima'),
    ]);
    const likers = await fetchPostLikers(client, 7);
    expect(withoutSiteLanguage(fetch.mock.calls[0]![0])).toBe(
      'https://site.test/wp-json/fluent-community/v2/feeds/7/reactions',
    );
    expect(likers.likes.map((entry) => [entry.user_id, entry.xprofile.display_name])).toEqual([
      [4, 'Ana Lima'],
      [5, 'نورة'],
    ]);
    expect(likers.mayBeMore).toBe(false);
  });

  it('leaves out a row without a profile instead of failing the list', async () => {
    const { client } = siteWith([{ id: 1, user_id: 2, xprofile: null }, like(2, 3, 'Ben')]);
    expect((await fetchPostLikers(client, 7)).likes).toHaveLength(1);
  });

  it('says more may have liked it when the site stops at its limit', async () => {
    const many = Array.from({ length: FEED_REACTIONS_LIMIT }, (_, index) =>
      like(index + 1, index + 1, `Person ${index + 1}`),
    );
    const { client } = siteWith(many);
    expect((await fetchPostLikers(client, 7)).mayBeMore).toBe(true);
  });
});
