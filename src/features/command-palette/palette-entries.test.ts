import { describe, expect, it } from 'vitest';
import { NAV_ITEMS } from '../../app/layout/nav-items';
import { memberEntry, pageEntries, spaceEntry, viewEntry } from './palette-entries';

describe('palette entries', () => {
  it('offers every page of the sidebar, also found by its address', () => {
    const pages = pageEntries();
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
    expect(viewEntry(view).detail).toBe('Saved view · Space members');
    expect(viewEntry(view).to).toBe(view.path);
  });
});
