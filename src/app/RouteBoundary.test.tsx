import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../lib/lazy-component';
import { moduleLoader } from '../lib/module-loader';
import { RouteBoundary } from './RouteBoundary';

function SpacesPage() {
  return <h1>Space members</h1>;
}

type PageModule = { SpacesPage: typeof SpacesPage };

/** A page's code whose downloads fail until `online` is set. */
function pageCode() {
  const network = { online: false };
  const load = vi.fn(() =>
    network.online
      ? Promise.resolve<PageModule>({ SpacesPage })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
  );
  return { network, load, loader: moduleLoader(load) };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RouteBoundary', () => {
  it('shows a page whose code failed to download again on "Try again", without a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { network, load, loader } = pageCode();
    const Page = lazyComponent(loader, (module) => module.SpacesPage);
    render(
      <MemoryRouter>
        <p>The shell</p>
        <RouteBoundary loader={loader}>
          <Page />
        </RouteBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Download failed')).toBeInTheDocument();
    expect(screen.getByText('The shell')).toBeInTheDocument();

    network.online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Space members' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the message when the code still cannot be downloaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, loader } = pageCode();
    const Page = lazyComponent(loader, (module) => module.SpacesPage);
    render(
      <MemoryRouter>
        <RouteBoundary loader={loader}>
          <Page />
        </RouteBoundary>
      </MemoryRouter>,
    );
    await screen.findByText('Download failed');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByText('Download failed')).toBeInTheDocument();
  });
});
