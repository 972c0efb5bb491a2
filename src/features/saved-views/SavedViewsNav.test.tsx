import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readColumnVisibility, TABLE_COLUMNS_KEYS } from '../../lib/stored-visibility';
import { installDialogPolyfill } from '../../test/dialog-polyfill';
import { isolatedName, isolatedText } from '../../test/isolated-text';
import { OWNER, renderWithViews } from '../../test/render-with-views';
import { SavedViewsNav } from './SavedViewsNav';
import { savedViewsStore, storageKeyOf, type NewView } from '../../lib/saved-views/store';

beforeAll(installDialogPolyfill);
beforeEach(() => localStorage.clear());
afterEach(cleanup);

function save(input: NewView, owner = OWNER) {
  const result = savedViewsStore.save(owner, input);
  if (!result.ok) throw new Error(result.problem);
  return result.view;
}

const PENDING: NewView = {
  name: 'Pending in General',
  path: '/spaces/general/members?status=pending',
  columns: { key: TABLE_COLUMNS_KEYS.members, hidden: ['email', 'points'] },
};
const ANSWERS: NewView = { name: 'answers', path: '/feed?order_by_type=unanswered', columns: null };

const section = () => screen.getByRole('navigation', { name: 'Saved views' });
const viewLinks = () => within(section()).queryAllByRole('link');

describe('SavedViewsNav', () => {
  it('lists the signed-in person’s views by name, as links to their pages', () => {
    save(PENDING);
    save(ANSWERS);
    save({ ...ANSWERS, name: 'Not mine' }, { ...OWNER, username: 'editor' });
    renderWithViews(<SavedViewsNav />, { url: '/spaces/general/members?status=pending&page=2' });

    expect(viewLinks().map((link) => link.textContent)).toEqual(['answers', 'Pending in General']);
    expect(screen.getByRole('link', { name: 'answers' })).toHaveAttribute(
      'href',
      '/feed?order_by_type=unanswered',
    );
    // The page shown is that view (its page number aside).
    expect(screen.getByRole('link', { name: 'Pending in General' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'answers' })).not.toHaveAttribute('aria-current');
  });

  it('says how to save a view when there is none, and shows nothing when signed out', () => {
    renderWithViews(<SavedViewsNav />);
    expect(section()).toHaveTextContent('Keep a page’s filters with “Save view”');
    cleanup();
    renderWithViews(<SavedViewsNav />, { owner: null });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('opens a view: its columns first, then its page', async () => {
    save(PENDING);
    const onNavigate = vi.fn();
    renderWithViews(<SavedViewsNav onNavigate={onNavigate} />, { url: '/feed' });
    await userEvent.click(screen.getByRole('link', { name: 'Pending in General' }));
    expect(screen.getByTestId('current-url')).toHaveTextContent(PENDING.path);
    expect(readColumnVisibility(TABLE_COLUMNS_KEYS.members)).toEqual({
      email: false,
      points: false,
    });
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('renames a view from its menu, by keyboard', async () => {
    save(PENDING);
    const user = userEvent.setup();
    renderWithViews(<SavedViewsNav />);
    const menuButton = screen.getByRole('button', {
      name: `Actions for “${isolatedName('Pending in General')}”`,
    });
    menuButton.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(menuButton).toHaveFocus();

    await user.keyboard('{ArrowDown}{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Rename “Pending in General”' });
    const field = within(dialog).getByRole('textbox', { name: 'View name' });
    expect(field).toHaveValue('Pending in General');
    expect(field).toHaveFocus();
    await user.keyboard('Join requests{Enter}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(viewLinks().map((link) => link.textContent)).toEqual(['Join requests']);
    expect(within(section()).getByRole('status')).toHaveTextContent(
      `Renamed the view to “${isolatedName('Join requests')}”.`,
    );
    expect(savedViewsStore.list(OWNER)[0]).toMatchObject({ name: 'Join requests' });
  });

  it('deletes a view once confirmed; Cancel keeps it', async () => {
    save(PENDING);
    save(ANSWERS);
    const user = userEvent.setup();
    renderWithViews(<SavedViewsNav />);

    await user.click(
      screen.getByRole('button', { name: `Actions for “${isolatedName('answers')}”` }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete the view “answers”?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(viewLinks()).toHaveLength(2);

    await user.click(
      screen.getByRole('button', { name: `Actions for “${isolatedName('answers')}”` }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(viewLinks().map((link) => link.textContent)).toEqual(['Pending in General']);
    expect(within(section()).getByRole('status')).toHaveTextContent(
      `Deleted the view “${isolatedName('answers')}”.`,
    );
    // Its row is gone: focus lands on the section, not on the page's body.
    expect(screen.getByRole('heading', { name: 'Saved views' })).toHaveFocus();
  });

  it('isolates the view’s name in the dialogs’ titles, its menu’s name and what is announced, a right-to-left one too', async () => {
    savedViewsStore.save(OWNER, { name: 'طلبات', path: '/feed?space=general', columns: null });
    const user = userEvent.setup();
    renderWithViews(<SavedViewsNav />);
    const actions = (name: string) =>
      screen.getByRole('button', { name: `Actions for “${isolatedName(name)}”` });
    await user.click(actions('طلبات'));
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    expect(isolatedText(screen.getByRole('heading', { name: 'Rename “طلبات”' }))).toBe(
      'Rename “[طلبات]”',
    );
    await user.keyboard('{Control>}a{/Control}בקשות{Enter}');
    const status = within(section()).getByRole('status');
    expect(status.textContent).toBe(`Renamed the view to “${isolatedName('בקשות')}”.`);
    await user.click(actions('בקשות'));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(isolatedText(screen.getByRole('heading', { name: 'Delete the view “בקשות”?' }))).toBe(
      'Delete the view “[בקשות]”?',
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(status.textContent).toBe(`Deleted the view “${isolatedName('בקשות')}”.`);
  });

  it('follows views saved, renamed or deleted in another tab', () => {
    renderWithViews(<SavedViewsNav />);
    expect(viewLinks()).toHaveLength(0);
    act(() => {
      // The other tab's write, as this tab hears it.
      const key = storageKeyOf(OWNER);
      const other = {
        id: 'fedcba9876543210',
        name: 'From the other tab',
        path: '/feed',
        columns: null,
        createdAt: 1,
        updatedAt: 1,
      };
      localStorage.setItem(key, JSON.stringify({ version: 1, views: [other] }));
      window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
    });
    expect(viewLinks().map((link) => link.textContent)).toEqual(['From the other tab']);
  });
});
