import { describe, expect, it } from 'vitest';
import { PAGE_CATALOG } from '../../test/page-catalog';
import { memberEntry, pageEntries, spaceEntry, viewEntry } from './palette-entries';

const NAV_ITEMS = PAGE_CATALOG.nav;

describe('palette entries', () => {
  it('offers every page of the sidebar, also found by its address', () => {
    const pages = pageEntries(NAV_ITEMS);
    expect(pages.map((page) => page.to)).toEqual(NAV_ITEMS.map((item) => item.to));
    expect(pages.find((page) => page.to === '/courses')?.keywords).toEqual(['courses']);
  });

  it('opens a space’s members, its slug encoded', () => {
    const entry = spaceEntry({ slug: 'café', title: 'Café', emoji: '☕' });
    expect(entry.to).toBe('/spaces/caf%C3%A9/members');
    expect(entry.emoji).toBe('☕');
  });

  it('opens the feed filtered by a member', () => {
    const entry = memberEntry({ id: 31, name: 'José', username: 'jose', avatar: null }, 'jo');
    expect(entry.to).toBe('/feed?user_id=31');
    expect(entry.detail).toBe('@jose · their posts');
  });

  it('says which page a saved view opens', () => {
    const view = {
      id: 'abcdef123',
      name: 'Pending',
      path: '/spaces/general/members?status=pending',
    };
    expect(viewEntry(view, PAGE_CATALOG.views).detail).toBe('Saved view · Space members');
    expect(viewEntry(view, PAGE_CATALOG.views).to).toBe(view.path);
  });
});
