import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import type { Store } from '../store/store';
import { createSqliteStore } from '../store/sqlite/sqlite-store';
import { basicAuth, createTestServer, FC, type TestServer } from '../test/harness';
import { describeErrorForLog, escapeLogField, escapeLogText } from './log-text';

/**
 * The request log and the error console hold request-derived text; none of it may start a
 * line, reach the terminal as a control sequence, or carry a credential.
 */
const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ log: (line) => lines.push(line) });
});
afterAll(async () => {
  await server.close();
});

/** Characters a log line must never hold raw: C0, DEL, C1, line/paragraph separators. */
// eslint-disable-next-line no-control-regex -- exactly what must not reach the log
const RAW_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

async function loggedLineOf(url: string, headers: Record<string, string> = {}): Promise<string> {
  const before = lines.length;
  await server.app.request(url, { headers });
  expect(lines.length).toBe(before + 1);
  return lines.at(-1) ?? '';
}

describe('the request log', () => {
  it('writes a forged line, terminal escapes and NUL in rest_route as escapes, on one line', async () => {
    const line = await loggedLineOf(
      '/?rest_route=/x%0AGET%20/wp-json/wp/v2/users/me%20200%201.0ms%1B%5B2J%00%C2%9B%E2%80%A8%0D',
    );
    expect(line).not.toMatch(RAW_CONTROL);
    expect(line).toContain(
      '/?rest_route=/x\\x0aGET\\x20/wp-json/wp/v2/users/me\\x20200\\x201.0ms\\x1b[2J\\x00\\x9b\\u2028\\x0d',
    );
    // Still four fields: method, path, status, duration.
    expect(line.split(' ')).toHaveLength(4);
    expect(line).toMatch(/^GET \S+ \d{3} \d+\.\dms$/);
  });

  it('escapes the backslash too, so a literal "\\x0a" cannot pass for an escape', async () => {
    const line = await loggedLineOf('/?rest_route=/a%5Cx0a');
    expect(line).toContain('/?rest_route=/a\\\\x0a ');
  });

  it('writes any rest_route on one line that reads back exactly, escapes undone', async () => {
    const unescape = (text: string) =>
      text.replace(/\\(\\|x[0-9a-f]{2}|u[0-9a-f]{4})/g, (_, escape: string) =>
        escape === '\\' ? '\\' : String.fromCharCode(Number.parseInt(escape.slice(1), 16)),
      );
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 40 }), async (route) => {
        const line = await loggedLineOf(`/?rest_route=${encodeURIComponent(route)}`);
        expect(line).not.toMatch(RAW_CONTROL);
        const fields = line.split(' ');
        expect(fields).toHaveLength(4);
        expect(unescape(fields[1] ?? '')).toBe(`/?rest_route=${route}`);
      }),
      { numRuns: 1000, seed: 20261121 },
    );
  });

  it('never writes the Authorization header, the password or the query string', async () => {
    const { username, password } = server.credentials.admin;
    const authorization = basicAuth(server.credentials.admin);
    const line = await loggedLineOf(`${FC}/feeds?search=secret-term&per_page=1`, {
      Authorization: authorization,
    });
    expect(line).toMatch(/^GET \/wp-json\/fluent-community\/v2\/feeds 200 /);
    for (const secret of [
      authorization,
      authorization.slice(6),
      password,
      'Basic',
      'secret-term',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(line).not.toContain(username);
    const plain = await loggedLineOf(`/?rest_route=/fluent-community/v2/feeds&search=secret-term`, {
      Authorization: authorization,
    });
    expect(plain).toMatch(/^GET \/\?rest_route=\/fluent-community\/v2\/feeds 200 /);
    expect(plain).not.toContain('secret-term');
  });
});

describe('text for the logs', () => {
  it('escapes C0, DEL, C1, line separators and bidi overrides, and nothing printable', () => {
    expect(escapeLogText('a\nb\r\u0000\u001b\u007f\u0085\u009f\u2028\u2029\u202e\u2066')).toBe(
      'a\\x0ab\\x0d\\x00\\x1b\\x7f\\x85\\x9f\\u2028\\u2029\\u202e\\u2066',
    );
    expect(escapeLogText('José ﾟ･✿ <script> "q" 100%')).toBe('José ﾟ･✿ <script> "q" 100%');
  });

  it('writes no white space of any kind inside a field of the request log', () => {
    expect(escapeLogField('a b\u00a0c\u3000d\te')).toBe('a\\x20b\\xa0c\\u3000d\\x09e');
  });

  it('keeps the stack frames of an error but escapes its message', () => {
    const error = new Error('no space "x\nGET /forged 200"');
    const text = describeErrorForLog(error);
    expect(text.split('\n')[0]).toBe('Error: no space "x\\x0aGET /forged 200"');
    expect(text.split('\n')[1]).toMatch(/^\s+at /);
    expect(describeErrorForLog('plain\u2028text')).toBe('plain\\u2028text');
  });

  it('escapes what an unexpected error quotes from the request before the console', async () => {
    const store = createSqliteStore(server.db);
    // A store that fails quoting its argument — the space slug, taken from the URL.
    const failing: Store = {
      ...store,
      spaces: {
        ...store.spaces,
        communityBySlug: (slug) => Promise.reject(new Error(`lost the space "${slug}"`)),
      },
    };
    const app = createApp({ store: failing });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await app.request(`${FC}/spaces/x%0AGET%20%2Fforged%1B%5B2J/members`, {
        headers: { Authorization: basicAuth(server.credentials.admin) },
      });
      expect(response.status).toBe(500);
      expect(consoleError).toHaveBeenCalledTimes(1);
      const [logged] = consoleError.mock.calls[0] ?? [];
      expect(typeof logged).toBe('string');
      const heading = String(logged).split('\n')[0];
      expect(heading).toBe('Error: lost the space "x\\x0aGET /forged\\x1b[2J"');
      expect(heading).not.toMatch(RAW_CONTROL);
    } finally {
      consoleError.mockRestore();
    }
  });
});
