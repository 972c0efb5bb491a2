import { describe, expect, it } from 'vitest';
import { inboxSite, joinRequestRow } from '../../test/inbox-site';
import { readEveryJoinRequest } from './every-join-request';

const day = (n: number) => `2026-10-${String(n).padStart(2, '0')} 08:00:00`;
const space = (slug: string) => ({ slug, title: slug });

describe('readEveryJoinRequest', () => {
  it('reads every page of every space, oldest first across them, skipping a refusing space', async () => {
    const general = Array.from({ length: 130 }, (_, n) =>
      joinRequestRow(`G${n}`, day(1 + (n % 28))),
    );
    const design = [joinRequestRow('D0', day(1)), joinRequestRow('D1', day(30))];
    const site = inboxSite({ requests: { general, design, secret: 'refused' } });
    const every = await readEveryJoinRequest(
      site.client,
      [space('secret'), space('general'), space('design')],
      new AbortController().signal,
    );
    expect(every).toHaveLength(132);
    expect(new Set(every.map(({ member }) => member.id)).size).toBe(132);
    const dates = every.map(({ member }) => member.created_at ?? '');
    expect(dates).toEqual([...dates].sort());
    expect(every.at(-1)).toMatchObject({ space: { slug: 'design' } });
    // 100 a page: two pages of general, one of design, one refused request.
    const pages = site.get.mock.calls.map(([route, { params }]) => `${route} ${params?.page}`);
    expect(pages.filter((page) => page.includes('general'))).toHaveLength(2);
    expect(pages.filter((page) => page.includes('design'))).toHaveLength(1);
  });

  it('stops when cancelled', async () => {
    const site = inboxSite({ requests: { general: [joinRequestRow('G', day(1))] } });
    const cancelled = new AbortController();
    cancelled.abort();
    await expect(
      readEveryJoinRequest(site.client, [space('general')], cancelled.signal),
    ).rejects.toThrow();
  });
});
