import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionDescription } from './entry';
import { actionLogKey, actionLogStore, MAX_LOG_ENTRIES, type ActionLogOwner } from './store';

const ADMIN: ActionLogOwner = { root: 'https://community.example/wp-json/', username: 'admin' };
const EDITOR: ActionLogOwner = { ...ADMIN, username: 'editor' };
const OTHER_SITE: ActionLogOwner = { root: 'https://other.example/wp-json/', username: 'admin' };

const approval = (name: string): ActionDescription => ({
  action: 'space-member.approve',
  what: ['Approved ', { name }, '’s request to join ', { name: 'Design Club' }],
  subject: name,
  place: 'Design Club',
});

const subjects = (owner: ActionLogOwner) =>
  actionLogStore.read(owner).entries.map((entry) => entry.subject);

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('action log store', () => {
  it('keeps one log per person and site', () => {
    actionLogStore.record(ADMIN, approval('Nora Evans'), { result: 'done' });
    actionLogStore.record(EDITOR, approval('Owen Turner'), { result: 'done' });
    actionLogStore.record(OTHER_SITE, approval('Hazel Torres'), { result: 'done' });
    expect(subjects(ADMIN)).toEqual(['Nora Evans']);
    expect(subjects(EDITOR)).toEqual(['Owen Turner']);
    expect(subjects(OTHER_SITE)).toEqual(['Hazel Torres']);
    // A username cannot pose as part of the site (the `@` that ends it is never in it).
    expect(actionLogKey({ root: 'b', username: 'a@' })).not.toBe(
      actionLogKey({ root: '@b', username: 'a' }),
    );
  });

  it('records who, what, when and how it ended, and nothing secret', () => {
    const entry = actionLogStore.record(
      ADMIN,
      approval('Nora Evans'),
      { result: 'refused', detail: 'Selected user is not active' },
      1_700_000_000_000,
    );
    expect(entry).toMatchObject({
      at: 1_700_000_000_000,
      who: 'admin',
      action: 'space-member.approve',
      subject: 'Nora Evans',
      place: 'Design Club',
      result: 'refused',
      detail: 'Selected user is not active',
    });
    const raw = localStorage.getItem(actionLogKey(ADMIN)) ?? '';
    expect(JSON.parse(raw)).toEqual({ version: 1, entries: [entry] });
    expect(raw).not.toMatch(/password|Authorization/i);
  });

  it(`keeps the last ${MAX_LOG_ENTRIES} entries, dropping the oldest`, () => {
    const filler = Array.from({ length: MAX_LOG_ENTRIES }, (_, index) => ({
      id: `old-${index}`,
      at: index,
      who: 'admin',
      action: 'space-member.remove',
      what: ['Removed someone'],
      result: 'done',
    }));
    localStorage.setItem(actionLogKey(ADMIN), JSON.stringify({ version: 1, entries: filler }));
    actionLogStore.record(ADMIN, approval('Nora Evans'), { result: 'done' });
    const { entries } = actionLogStore.read(ADMIN);
    expect(entries).toHaveLength(MAX_LOG_ENTRIES);
    expect(entries[0]!.id).toBe('old-1');
    expect(entries.at(-1)!.subject).toBe('Nora Evans');
  });

  it('reads stored text it cannot parse as an empty log, and says so', () => {
    localStorage.setItem(actionLogKey(ADMIN), '{not json');
    expect(actionLogStore.read(ADMIN)).toEqual({ entries: [], unreadable: true });
    localStorage.setItem(actionLogKey(ADMIN), JSON.stringify({ version: 99, entries: 'x' }));
    expect(actionLogStore.read(ADMIN)).toEqual({ entries: [], unreadable: true });
    // A log never written is simply empty.
    expect(actionLogStore.read(EDITOR)).toEqual({ entries: [], unreadable: false });
  });

  it('keeps the readable entries of a damaged log, and records over it', () => {
    const good = actionLogStore.record(ADMIN, approval('Nora Evans'), { result: 'done' })!;
    localStorage.setItem(
      actionLogKey(ADMIN),
      JSON.stringify({ version: 1, entries: [good, { id: 42, what: null }] }),
    );
    expect(actionLogStore.read(ADMIN)).toEqual({ entries: [good], unreadable: true });
    actionLogStore.record(ADMIN, approval('Owen Turner'), { result: 'done' });
    expect(actionLogStore.read(ADMIN)).toMatchObject({ unreadable: false });
    expect(subjects(ADMIN)).toEqual(['Nora Evans', 'Owen Turner']);
  });

  it('clears one log only, and tells its readers', () => {
    actionLogStore.record(ADMIN, approval('Nora Evans'), { result: 'done' });
    actionLogStore.record(EDITOR, approval('Owen Turner'), { result: 'done' });
    const listener = vi.fn();
    const unsubscribe = actionLogStore.subscribe(listener);
    actionLogStore.clear(ADMIN);
    unsubscribe();
    expect(listener).toHaveBeenCalled();
    expect(subjects(ADMIN)).toEqual([]);
    expect(subjects(EDITOR)).toEqual(['Owen Turner']);
  });

  it('gives the same snapshot while storage holds the same text', () => {
    actionLogStore.record(ADMIN, approval('Nora Evans'), { result: 'done' });
    expect(actionLogStore.read(ADMIN)).toBe(actionLogStore.read(ADMIN));
  });

  it('drops the oldest half when storage is full, rather than the new entry', () => {
    for (const name of ['A', 'B', 'C', 'D']) {
      actionLogStore.record(ADMIN, approval(name), { result: 'done' });
    }
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (value.length > 1_000) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    expect(actionLogStore.record(ADMIN, approval('E'), { result: 'done' })).not.toBeNull();
    expect(subjects(ADMIN).at(-1)).toBe('E');
    expect(subjects(ADMIN).length).toBeLessThan(5);
  });
});
