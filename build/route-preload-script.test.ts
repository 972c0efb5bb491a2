// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_KEY } from '../src/features/auth/stored-session';
import { routePatternSource } from './route-pattern-source';

/** public/route-preload.js, run as the browser runs it: a classic script in the page's head. */
const SCRIPT = readFileSync(
  path.resolve(import.meta.dirname, '../public/route-preload.js'),
  'utf8',
);

const TABLE = {
  sessionKey: SESSION_KEY,
  login: ['/assets/base-l.js', '/assets/LoginPage-l.js'],
  routes: [
    { pattern: routePatternSource('/feed'), files: ['/assets/FeedRoute-a.js'] },
    {
      pattern: routePatternSource('/spaces/:slug/members'),
      files: ['/assets/prefetch-b.js', '/assets/MembersRoute-c.js'],
    },
  ],
};

function runAt(pathname: string, table: unknown = TABLE) {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', pathname);
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'route-preload';
  data.textContent = typeof table === 'string' ? table : JSON.stringify(table);
  document.head.append(data);
  new Function(SCRIPT)();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => link.getAttribute('href'),
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('route-preload.js', () => {
  it("asks for the current route's files, in order, when a session is remembered", () => {
    localStorage.setItem(SESSION_KEY, '{}');
    expect(runAt('/spaces/general/members')).toEqual([
      '/assets/prefetch-b.js',
      '/assets/MembersRoute-c.js',
    ]);
  });

  it('counts a session kept for this tab only', () => {
    sessionStorage.setItem(SESSION_KEY, '{}');
    expect(runAt('/feed/')).toEqual(['/assets/FeedRoute-a.js']);
  });

  it('signed out, asks for the login screen’s files on any path (every path shows it)', () => {
    expect(runAt('/login')).toEqual(TABLE.login);
    expect(runAt('/spaces/general/members')).toEqual(TABLE.login);
    expect(runAt('/no/such/page')).toEqual(TABLE.login);
  });

  it('signed in, asks for no login files; nothing on another route or from an unreadable table', () => {
    localStorage.setItem(SESSION_KEY, '{}');
    expect(runAt('/spaces/general/members/extra')).toEqual([]);
    expect(runAt('/login')).toEqual([]);
    expect(runAt('/feed', '{not json')).toEqual([]);
    localStorage.clear();
    expect(runAt('/login', '{not json')).toEqual([]);
  });
});
