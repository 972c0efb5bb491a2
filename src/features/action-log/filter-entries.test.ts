import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActionLogEntry } from '../../lib/action-log/entry';
import { filterEntries } from './filter-entries';

const entry = (id: string, result: ActionLogEntry['result']): ActionLogEntry => ({
  id,
  at: 0,
  who: 'admin',
  action: 'profile.block',
  what: ['Blocked ', { name: 'Nora Evans' }, ' from the community'],
  result,
});

const entries = [entry('a', 'done'), entry('b', 'refused'), entry('c', 'done')];

afterEach(() => i18n.activate('en'));

describe('filterEntries', () => {
  it('finds an entry by its result, newest first', () => {
    expect(filterEntries(entries, 'done').map((each) => each.id)).toEqual(['c', 'a']);
    expect(filterEntries(entries, 'REFUSED').map((each) => each.id)).toEqual(['b']);
  });

  it('finds it by the word the page shows in the language shown', async () => {
    const { messages } = await import('../../locales/de/app.po');
    i18n.loadAndActivate({ locale: 'de', messages });
    expect(filterEntries(entries, 'abgelehnt').map((each) => each.id)).toEqual(['b']);
  });
});
