import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rememberSpaces } from '../../lib/known-places';
import { TABLE_COLUMNS_KEYS } from '../../lib/stored-visibility';
import { installDialogPolyfill } from '../../test/dialog-polyfill';
import { isolatedText } from '../../test/isolated-text';
import { OWNER, renderWithViews } from '../../test/render-with-views';
import { SaveViewButton } from './SaveViewButton';
import { savedViewsStore } from '../../lib/saved-views/store';

const MEMBERS = '/spaces/general/members?search=ana&sort_by=display_name&page=2';

beforeAll(installDialogPolyfill);
beforeEach(() => {
  localStorage.clear();
  rememberSpaces('https://community.example', [{ slug: 'general', title: 'General' }]);
});
afterEach(cleanup);

const nameField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'View name' });

describe('SaveViewButton', () => {
  it('saves the page’s filters, sort and columns under the name typed, from the keyboard', async () => {
    localStorage.setItem(TABLE_COLUMNS_KEYS.members, '{"email":false}');
    const user = userEvent.setup();
    renderWithViews(<SaveViewButton />, { url: MEMBERS });

    const button = screen.getByRole('button', { name: 'Save view' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Save view' })).toBeInTheDocument();
    // The name describes the filters, and is selected: typing replaces it.
    expect(nameField()).toHaveFocus();
    expect(nameField()).toHaveValue('Members of General · “ana” · by name');
    expect(nameField()).toHaveProperty('selectionStart', 0);
    expect(nameField()).toHaveProperty('selectionEnd', nameField().value.length);

    await user.keyboard('Ana by name{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Saved the view “Ana by name”');
    expect(savedViewsStore.list(OWNER)).toEqual([
      expect.objectContaining({
        name: 'Ana by name',
        // The page number is not part of a view.
        path: '/spaces/general/members?search=ana&sort_by=display_name',
        columns: { key: TABLE_COLUMNS_KEYS.members, hidden: ['email'] },
      }),
    ]);
  });

  it('closes on Escape without saving, focus back on the button', async () => {
    const user = userEvent.setup();
    renderWithViews(<SaveViewButton />, { url: MEMBERS });
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    await user.keyboard('Something{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save view' })).toHaveFocus();
    expect(savedViewsStore.list(OWNER)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save view' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(savedViewsStore.list(OWNER)).toEqual([]);
  });

  it('keeps what was typed when the name is taken, and says why', async () => {
    savedViewsStore.save(OWNER, { name: 'Ana', path: '/feed', columns: null });
    const user = userEvent.setup();
    renderWithViews(<SaveViewButton />, { url: MEMBERS });
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    await user.keyboard('ANA{Enter}');

    expect(screen.getByRole('dialog', { name: 'Save view' })).toBeInTheDocument();
    expect(nameField()).toHaveValue('ANA');
    expect(nameField()).toHaveAccessibleDescription(/You already have a view named “ANA”/);
    expect(screen.getByRole('alert')).toHaveTextContent('You already have a view named “ANA”');
    expect(savedViewsStore.list(OWNER)).toHaveLength(1);

    await user.keyboard(' again{Enter}');
    expect(savedViewsStore.list(OWNER).map((view) => view.name)).toEqual(['Ana', 'ANA again']);
  });

  it('suggests a name not used yet, and says when the page is already saved', async () => {
    const user = userEvent.setup();
    renderWithViews(<SaveViewButton />, { url: '/feed?space=general' });
    act(() => {
      savedViewsStore.save(OWNER, {
        name: 'Feed in General',
        path: '/feed?space=general',
        columns: null,
      });
    });
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    expect(nameField()).toHaveValue('Feed in General (2)');
    expect(nameField()).toHaveAccessibleDescription(/already saved as “Feed in General”/);
  });

  it('isolates the view’s name in its messages, a right-to-left one too', async () => {
    savedViewsStore.save(OWNER, { name: 'طلبات', path: '/feed', columns: null });
    const user = userEvent.setup();
    renderWithViews(<SaveViewButton />, { url: '/feed' });
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    expect(isolatedText(screen.getByText(/already saved as/))).toMatch(
      /^This page is already saved as “\[طلبات\]”\./,
    );
    await user.clear(nameField());
    await user.keyboard('طلبات{Enter}');
    expect(isolatedText(screen.getByRole('alert'))).toBe(
      'You already have a view named “[طلبات]”: choose another name.',
    );
    await user.clear(nameField());
    await user.keyboard('נועה 2{Enter}');
    expect(isolatedText(screen.getByRole('status'))).toBe(
      'Saved the view “[נועה 2]”: it is in the sidebar.',
    );
  });

  it('is offered only on pages with filters, and only when signed in', () => {
    renderWithViews(<SaveViewButton />, { url: '/spaces' });
    expect(screen.queryByRole('button', { name: 'Save view' })).toBeNull();
    cleanup();
    renderWithViews(<SaveViewButton />, { url: '/feed', owner: null });
    expect(screen.queryByRole('button', { name: 'Save view' })).toBeNull();
  });
});
