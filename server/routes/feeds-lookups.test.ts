import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Store } from '../store/store';
import { createSqliteStore } from '../store/sqlite/sqlite-store';
import { StoreUnavailableError } from '../store/store-unavailable';
import { basicAuth, createTestServer, FC, testStoreKind, type TestServer } from '../test/harness';

/**
 * A feed asks for its space and its topic side by side (services/feeds.ts), yet answers as if
 * one after the other: an unknown space is `fcom_invalid_space` (behaviour.md, "Feeds") whatever
 * became of the topic's lookup meanwhile.
 */
describe.runIf(testStoreKind() === 'sqlite')(
  'a feed whose space and topic are looked up side by side',
  () => {
    // Once, with the SQLite project: the store is the demo's, failing where the test says.
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer();
    });
    afterAll(() => server.close());

    it('answers an unknown space as such even when the topic lookup fails', async () => {
      const store = createSqliteStore(server.db);
      const failingTopics: Store = {
        ...store,
        feeds: {
          ...store.feeds,
          topicIdBySlug: () => Promise.reject(new StoreUnavailableError('the test says so')),
        },
      };
      const app = createApp({ store: failingTopics });
      const get = (query: string) =>
        app.request(`${FC}/feeds?${query}`, {
          headers: { Authorization: basicAuth(server.credentials.admin) },
        });

      const unknownSpace = await get('space=no-such-space&topic_slug=questions');
      expect(unknownSpace.status).toBe(422);
      expect(await unknownSpace.json()).toMatchObject({ code: 'fcom_invalid_space' });
      // A known space: the failed lookup is the answer.
      expect((await get('space=general&topic_slug=questions')).status).toBe(503);
    });
  },
);
