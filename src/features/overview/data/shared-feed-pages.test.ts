import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { createFakeSite } from '../../../test/fake-site';
import { REUSE_MS, sharedFeedPage } from './shared-feed-pages';

const dates = z.object({ feeds: z.object({ data: z.array(z.object({ created_at: z.string() })) }) });
const ids = z.object({ feeds: z.object({ data: z.array(z.object({ id: z.number() })) }) });
const page1 = { space: null, page: 1, perPage: 100 };

describe('sharedFeedPage', () => {
  it('asks the site once for a page several walks want together, each parsing its own way', async () => {
    const site = createFakeSite({ posts: 250 });
    const [a, b] = await Promise.all([
      sharedFeedPage(site.client, page1, dates),
      sharedFeedPage(site.client, page1, ids),
    ]);
    expect(site.requests).toHaveLength(1);
    expect(a.feeds.data).toHaveLength(100);
    expect(b.feeds.data[0]).toEqual({ id: expect.any(Number) });
    // Another page, or another space's, is another request.
    await sharedFeedPage(site.client, { ...page1, page: 2 }, dates);
    await sharedFeedPage(site.client, { ...page1, space: 'general' }, dates);
    expect(site.requests).toHaveLength(3);
  });

  it('reuses a page only for a few seconds after it came', async () => {
    const site = createFakeSite({ posts: 50 });
    let clock = 1_000;
    const now = () => clock;
    await sharedFeedPage(site.client, page1, dates, now);
    clock += REUSE_MS - 1;
    await sharedFeedPage(site.client, page1, dates, now);
    expect(site.requests).toHaveLength(1);
    clock += 2;
    await sharedFeedPage(site.client, page1, dates, now);
    expect(site.requests).toHaveLength(2);
  });

  it('lets one walk stop waiting without failing the others, and forgets a failure', async () => {
    const site = createFakeSite({ posts: 50 });
    site.holdAfter(0);
    const cancelled = new AbortController();
    const leaving = sharedFeedPage(site.client, { ...page1, signal: cancelled.signal }, dates);
    const staying = sharedFeedPage(site.client, page1, dates);
    cancelled.abort();
    await expect(leaving).rejects.toBeDefined();
    site.release();
    await expect(staying).resolves.toMatchObject({ feeds: { data: expect.any(Array) } });
    expect(site.requests).toHaveLength(1);

    const failing = createFakeSite({ posts: 50, failWhen: () => 500 });
    await expect(sharedFeedPage(failing.client, page1, dates)).rejects.toMatchObject({
      kind: 'http',
    });
    await expect(sharedFeedPage(failing.client, page1, dates)).rejects.toBeDefined();
    expect(failing.requests).toHaveLength(2);
  });

  it('refuses an answer without the shape asked for, as the API client would', async () => {
    const site = createFakeSite({ posts: 5 });
    const strict = z.object({ nothing: z.string() });
    await expect(sharedFeedPage(site.client, page1, strict)).rejects.toMatchObject({
      kind: 'schema',
    });
  });
});
