import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, FC, type TestServer } from '../test/harness';
import { filterResponseFields, parseResponseFields } from './response-fields';

const tree = (...values: string[]) => {
  const parsed = parseResponseFields(values);
  if (!parsed) throw new Error('no fields');
  return parsed;
};

describe('_fields, as WordPress filters answers', () => {
  it('keeps the named fields of an object, in the order asked, and skips missing ones', () => {
    expect(
      filterResponseFields(
        { name: 'Site', url: 'u', namespaces: ['a'] },
        tree('namespaces,name,nope'),
      ),
    ).toEqual({ namespaces: ['a'], name: 'Site' });
  });

  it('splits on commas and whitespace, across repeated values', () => {
    expect(filterResponseFields({ a: 1, b: 2, c: 3 }, tree(' a , b', 'c'))).toEqual({
      a: 1,
      b: 2,
      c: 3,
    });
    expect(parseResponseFields(['', ' , '])).toBeNull();
    expect(parseResponseFields([])).toBeNull();
  });

  it('reaches inside objects with dots, and a field kept whole keeps its sub-fields', () => {
    const data = { user: { id: 1, name: 'Ann', meta: { x: 1 } }, other: 2 };
    expect(filterResponseFields(data, tree('user.name'))).toEqual({ user: { name: 'Ann' } });
    expect(filterResponseFields(data, tree('user', 'user.name'))).toEqual({ user: data.user });
    expect(filterResponseFields(data, tree('user.name', 'user'))).toEqual({ user: data.user });
    expect(filterResponseFields(data, tree('other.deep'))).toEqual({ other: 2 });
  });

  it('filters each item of a list', () => {
    expect(filterResponseFields([{ id: 1, x: 1 }, { id: 2, x: 2 }, 3], tree('id'))).toEqual([
      { id: 1 },
      { id: 2 },
      3,
    ]);
  });
});

describe('_fields over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('answers discovery with only the name and namespaces, in both REST root forms', async () => {
    const full = await server.get<Record<string, unknown>>('/wp-json/', 'anonymous');
    expect(full.body).toHaveProperty('routes');
    for (const url of [
      '/wp-json/?_fields=name,namespaces',
      '/?rest_route=/&_fields=name,namespaces',
    ]) {
      const trimmed = await server.get<Record<string, unknown>>(url, 'anonymous');
      expect(trimmed.status).toBe(200);
      expect(Object.keys(trimmed.body)).toEqual(['name', 'namespaces']);
      expect(trimmed.body.namespaces).toEqual(full.body.namespaces);
      expect(trimmed.text.length).toBeLessThan(200);
      // WordPress's headers stay.
      expect(trimmed.headers.get('Link')).toContain('rel="https://api.w.org/"');
      expect(trimmed.headers.get('Content-Type')).toBe('application/json; charset=UTF-8');
    }
  });

  it('keeps paging headers and trims nested fields of the plugin routes', async () => {
    const page = await server.get<{ feeds: { data: { id: number; title?: string }[] } }>(
      `${FC}/feeds?per_page=3&_fields[]=feeds.data`,
    );
    expect(page.status).toBe(200);
    expect(Object.keys(page.body)).toEqual(['feeds']);
    expect(Object.keys(page.body.feeds)).toEqual(['data']);
    expect(page.body.feeds.data).toHaveLength(3);
  });

  it('leaves errors whole', async () => {
    const missing = await server.get<Record<string, unknown>>(
      `${FC}/spaces/no-such-space/members?_fields=code`,
    );
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.body).toHaveProperty('message');
  });
});
