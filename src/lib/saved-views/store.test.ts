import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_SAVED_VIEWS } from './schema';
import { savedViewsStore, storageKeyOf, type NewView, type ViewsOwner } from './store';

const ADMIN: ViewsOwner = { root: 'https://community.example/wp-json/', username: 'admin' };
const EDITOR: ViewsOwner = { ...ADMIN, username: 'editor' };
const OTHER_SITE: ViewsOwner = { root: 'https://other.example/wp-json/', username: 'admin' };

function view(name: string, path = '/spaces/general/members?search=ana'): NewView {
  return { name, path, columns: { key: 'community-desk.columns:members', hidden: ['email'] } };
}

function saved(owner: ViewsOwner, input: NewView) {
  const result = savedViewsStore.save(owner, input, 1_700_000_000_000);
  if (!result.ok) throw new Error(`not saved: ${result.problem}`);
  return result.view;
}

const names = (owner: ViewsOwner) => savedViewsStore.list(owner).map((item) => item.name);

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('saved views store', () => {
  it('keeps each person’s views per site: other accounts and sites never see them', () => {
    saved(ADMIN, view('Pending in General'));
    saved(EDITOR, view('Editor’s view'));
    saved(OTHER_SITE, view('Elsewhere'));
    expect(names(ADMIN)).toEqual(['Pending in General']);
    expect(names(EDITOR)).toEqual(['Editor’s view']);
    expect(names(OTHER_SITE)).toEqual(['Elsewhere']);
    // A username cannot pose as part of the site (the `@` that ends it is never in it).
    expect(storageKeyOf({ root: 'b', username: 'a@' })).not.toBe(
      storageKeyOf({ root: '@b', username: 'a' }),
    );
  });

  it('stores a view with its path, columns and times, and no secret', () => {
    const created = saved(ADMIN, view('  Ana\nin General  '));
    expect(created).toMatchObject({
      name: 'Ana in General',
      path: '/spaces/general/members?search=ana',
      columns: { key: 'community-desk.columns:members', hidden: ['email'] },
      createdAt: 1_700_000_000_000,
      updatedAt: 1_700_000_000_000,
    });
    expect(created.id).toMatch(/^[0-9a-f]{32}$/);
    const raw = localStorage.getItem(storageKeyOf(ADMIN)) ?? '';
    expect(JSON.parse(raw)).toEqual({ version: 1, views: [created] });
    expect(raw).not.toMatch(/password|Authorization/i);
  });

  it('refuses empty, too long and taken names, whatever their case', () => {
    saved(ADMIN, view('Pending'));
    const problem = (name: string) => {
      const result = savedViewsStore.save(ADMIN, view(name));
      return result.ok ? null : result.problem;
    };
    expect(problem('   ')).toBe('empty');
    expect(problem('x'.repeat(81))).toBe('too-long');
    expect(problem('😀'.repeat(80))).toBeNull();
    expect(problem(' PENDING ')).toBe('taken');
    expect(names(ADMIN)).toEqual(['Pending', '😀'.repeat(80)]);
  });

  it('keeps at most 50 views', () => {
    for (let index = 0; index < MAX_SAVED_VIEWS; index++) saved(ADMIN, view(`View ${index}`));
    expect(savedViewsStore.save(ADMIN, view('One more'))).toEqual({ ok: false, problem: 'limit' });
    expect(savedViewsStore.list(ADMIN)).toHaveLength(MAX_SAVED_VIEWS);
  });

  it('only saves signed-in pages of the app, as the paths builders write them', () => {
    for (const path of [
      'https://evil.example/feed',
      '//evil.example/feed',
      '/login',
      '/feed#x',
      '/spaces/café/members',
    ]) {
      expect(savedViewsStore.save(ADMIN, view(path, path))).toEqual({
        ok: false,
        problem: 'not-a-page',
      });
    }
    expect(savedViewsStore.list(ADMIN)).toEqual([]);
  });

  it('renames and deletes', () => {
    const first = saved(ADMIN, view('First'));
    const second = saved(ADMIN, view('Second', '/feed?space=general'));
    expect(savedViewsStore.rename(ADMIN, first.id, 'second')).toEqual({
      ok: false,
      problem: 'taken',
    });
    const renamed = savedViewsStore.rename(ADMIN, first.id, 'FIRST', 1_800_000_000_000);
    expect(renamed).toMatchObject({ ok: true, view: { name: 'FIRST', updatedAt: 1.8e12 } });
    expect(savedViewsStore.remove(ADMIN, second.id)).toMatchObject({ name: 'Second' });
    expect(names(ADMIN)).toEqual(['FIRST']);
    expect(savedViewsStore.remove(ADMIN, second.id)).toBeNull();
    expect(savedViewsStore.rename(ADMIN, second.id, 'Back')).toEqual({
      ok: false,
      problem: 'gone',
    });
  });

  it('treats unreadable storage as absent, one view at a time', () => {
    const key = storageKeyOf(ADMIN);
    for (const raw of ['{not json', '[]', '{"version":2,"views":[]}', '{"version":1}']) {
      localStorage.setItem(key, raw);
      expect(savedViewsStore.list(ADMIN)).toEqual([]);
    }
    const good = {
      id: 'abcdef0123456789',
      name: 'Good',
      path: '/feed?space=general',
      columns: null,
      createdAt: 1,
      updatedAt: 2,
    };
    localStorage.setItem(
      key,
      JSON.stringify({
        version: 1,
        views: [
          good,
          { ...good, id: 'abcdef0123456780', name: 'Elsewhere', path: '//evil.example/feed' },
          {
            ...good,
            id: 'abcdef0123456781',
            name: 'Sneaky columns',
            path: '/courses/6/students',
            columns: { key: 'community-desk.session', hidden: [] },
          },
          { ...good, id: 'abcdef0123456782', name: 'GOOD' },
          { ...good, name: 'Same id' },
          { ...good, id: 'abcdef0123456783', name: ' padded ' },
          'not a view',
        ],
      }),
    );
    expect(names(ADMIN)).toEqual(['Good']);
    // The damaged list can still be added to; what was unreadable is dropped then.
    saved(ADMIN, view('Second'));
    expect(names(ADMIN)).toEqual(['Good', 'Second']);
  });

  it('says so when storage does not keep the view, and keeps nothing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(savedViewsStore.save(ADMIN, view('Lost?'))).toEqual({
      ok: false,
      problem: 'not-stored',
    });
    expect(savedViewsStore.list(ADMIN)).toEqual([]);
  });

  it('tells subscribers of changes here and in other tabs, with a stable snapshot between', () => {
    const listener = vi.fn();
    const unsubscribe = savedViewsStore.subscribe(listener);
    saved(ADMIN, view('Here'));
    expect(listener).toHaveBeenCalledTimes(1);
    const snapshot = savedViewsStore.list(ADMIN);
    expect(savedViewsStore.list(ADMIN)).toBe(snapshot);

    // Another tab writes its list: this tab hears the storage event and reads it.
    const key = storageKeyOf(ADMIN);
    const other = { ...snapshot[0]!, id: 'fedcba9876543210', name: 'From the other tab' };
    localStorage.setItem(key, JSON.stringify({ version: 1, views: [...snapshot, other] }));
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(names(ADMIN)).toEqual(['Here', 'From the other tab']);

    // Unrelated keys are not news.
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'community-desk.theme', storageArea: localStorage }),
    );
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
