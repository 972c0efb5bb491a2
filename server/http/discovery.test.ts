import WPAPI from 'wpapi';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * WordPress REST clients find the API from a site's address, through the `Link` header every
 * WordPress page sends. node-wpapi's `WPAPI.discover(site)` is such a client, used as is.
 */
const dist = mkdtempSync(path.join(tmpdir(), 'community-desk-dist-'));
let server: TestServer;

beforeAll(async () => {
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Desk</title></head><body></body></html>',
  );
  server = await createTestServer({ distDir: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('REST API discovery', () => {
  it('sends the api.w.org Link header and <link> on the front-end pages', async () => {
    for (const url of ['/', '/feed', '/spaces/general/members']) {
      const { headers, text } = await server.get(url, 'anonymous');
      expect(headers.get('Link')).toBe('<http://localhost/wp-json/>; rel="https://api.w.org/"');
      expect(text).toContain('<link rel="https://api.w.org/" href="http://localhost/wp-json/" />');
    }
  });

  it("lets node-wpapi's WPAPI.discover find the API from the site's address and call it", async () => {
    const running = await server.listen();
    // discover() logs and rethrows a generic error on failure; keep the output clean.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const wp = await WPAPI.discover(`${running.url}/`);
      const community = wp.namespace('fluent-community/v2');
      expect(community.spaces).toBeTypeOf('function');
      const body = (await community.spaces!().get()) as { spaces: { slug: string }[] };
      expect(body.spaces.map((space) => space.slug)).toContain('general');
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});
