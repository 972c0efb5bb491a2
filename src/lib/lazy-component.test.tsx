import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';
import { moduleLoader } from './module-loader';

function Page() {
  return <p>The page</p>;
}

function renderInBoundary(Component: React.ComponentType) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Component />
    </Suspense>,
  );
}

afterEach(cleanup);

describe('lazyComponent', () => {
  it('renders at once, without suspending, when the code is already here', async () => {
    const loader = moduleLoader(() => Promise.resolve({ Page }));
    await loader();
    const LazyPage = lazyComponent(loader, (module) => module.Page);
    renderInBoundary(LazyPage);
    // Synchronously, in the first commit: no fallback in between.
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends while the code is downloading, then shows the page', async () => {
    let arrive: (module: { Page: typeof Page }) => void = () => undefined;
    const loader = moduleLoader(
      () => new Promise<{ Page: typeof Page }>((resolve) => (arrive = resolve)),
    );
    const LazyPage = lazyComponent(loader, (module) => module.Page);
    renderInBoundary(LazyPage);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive({ Page }));
    expect(await screen.findByText('The page')).toBeInTheDocument();
  });
});
