import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActionDescription } from '../../lib/action-log/entry';
import { ActionLogOwnerProvider } from '../../lib/action-log/owner';
import { actionLogKey, actionLogStore } from '../../lib/action-log/store';
import { installDialogPolyfill } from '../../test/dialog-polyfill';
import { ActionLogRoute } from './ActionLogRoute';

const OWNER = { root: 'https://community.example/wp-json/', username: 'admin' };

const blocked = (name: string): ActionDescription => ({
  action: 'profile.block',
  what: ['Blocked ', { name }, ' from the community'],
  subject: name,
  place: 'Whole community',
});

function renderLog(url = '/action-log') {
  render(
    <ActionLogOwnerProvider owner={OWNER}>
      <MemoryRouter initialEntries={[url]}>
        <ActionLogRoute />
      </MemoryRouter>
    </ActionLogOwnerProvider>,
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeAll(installDialogPolyfill);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the action log page', () => {
  it('says what it keeps when nothing was done yet', () => {
    renderLog();
    expect(screen.getByText('No actions yet')).toBeInTheDocument();
    expect(screen.getByText(/the last 5,000 actions are kept/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('lists the actions newest first, with who, what and the result', () => {
    actionLogStore.record(OWNER, blocked('Nora Evans'), { result: 'done' }, 1_000);
    actionLogStore.record(
      OWNER,
      blocked('Owen Turner'),
      { result: 'refused', detail: 'Sorry, you cannot change the status of another admin.' },
      2_000,
    );
    renderLog();
    const [first, second] = bodyRows();
    expect(first).toHaveTextContent('Blocked Owen Turner from the community');
    expect(first).toHaveTextContent('Refused');
    expect(first).toHaveTextContent('Sorry, you cannot change the status of another admin.');
    expect(second).toHaveTextContent('adminBlocked Nora Evans');
    expect(second).toHaveTextContent('Done');
  });

  it('filters by text from the URL, accents and case aside', () => {
    actionLogStore.record(OWNER, blocked('Inès Moreau'), { result: 'done' });
    actionLogStore.record(OWNER, blocked('Owen Turner'), { result: 'done' });
    renderLog('/action-log?search=ines');
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('Inès Moreau');
    expect(screen.getByText('1 action of 2')).toBeInTheDocument();
  });

  it('reads a damaged log as empty, and says so', () => {
    localStorage.setItem(actionLogKey(OWNER), '{"version":1,"entries":[{"id":');
    renderLog();
    expect(screen.getByText('Part of the log could not be read')).toBeInTheDocument();
    expect(screen.getByText('No actions yet')).toBeInTheDocument();
  });

  it('clears the log after asking, and Cancel keeps it', async () => {
    actionLogStore.record(OWNER, blocked('Nora Evans'), { result: 'done' });
    renderLog();
    await userEvent.click(screen.getByRole('button', { name: 'Clear log' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear the action log?' });
    expect(dialog).toHaveTextContent('All 1 action kept on this device');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodyRows()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Clear log' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Clear the action log?' })).getByRole('button', {
        name: 'Clear log',
      }),
    );
    expect(screen.getByText('No actions yet')).toBeInTheDocument();
    expect(screen.getByText('The log is cleared.')).toBeInTheDocument();
    expect(actionLogStore.read(OWNER).entries).toEqual([]);
  });
});
