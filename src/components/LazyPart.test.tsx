import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../lib/lazy-component';
import { moduleLoader } from '../lib/module-loader';
import { LazyPart } from './LazyPart';

function Thread() {
  return <ul aria-label="Comments" />;
}

type ThreadModule = { Thread: typeof Thread };

/** A loader whose downloads the test settles one by one. */
function controlledLoader() {
  const downloads: { resolve: (module: ThreadModule) => void; reject: (error: Error) => void }[] =
    [];
  const load = vi.fn(
    () =>
      new Promise<ThreadModule>((resolve, reject) => {
        downloads.push({ resolve, reject });
      }),
  );
  return { loader: moduleLoader(load), load, downloads };
}

function renderPart(loader: ReturnType<typeof controlledLoader>['loader']) {
  const LazyThread = lazyComponent(loader, (module) => module.Thread);
  render(
    <LazyPart
      loader={loader}
      id="post-1-comments"
      failure="The comments could not be shown."
      fallback={
        <p id="post-1-comments" role="status">
          Loading the comments
        </p>
      }
    >
      <LazyThread />
    </LazyPart>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('LazyPart', () => {
  it('shows its loading state while the code downloads, then the part', async () => {
    const { loader, downloads } = controlledLoader();
    renderPart(loader);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the comments');
    downloads[0]!.resolve({ Thread });
    expect(await screen.findByRole('list', { name: 'Comments' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says a failed download, under the part’s id, and asks again on "Try again"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loader, load, downloads } = controlledLoader();
    renderPart(loader);
    downloads[0]!.reject(new Error('Failed to fetch dynamically imported module'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('id', 'post-1-comments');
    expect(alert).toHaveTextContent(
      'The comments could not be shown. Part of the dashboard could not be downloaded',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Retrying…' })).toBeDisabled();
    downloads[1]!.resolve({ Thread });
    expect(await screen.findByRole('list', { name: 'Comments' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the message when the retry fails too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loader, downloads } = controlledLoader();
    renderPart(loader);
    downloads[0]!.reject(new Error('offline'));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    downloads[1]!.reject(new Error('still offline'));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent('The comments could not be shown.');
  });
});
