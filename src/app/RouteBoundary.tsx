import { useLingui } from '@lingui/react/macro';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '../components/Spinner';
import type { ModuleLoader } from '../lib/module-loader';
import { isChunkLoadError, RouteErrorFallback } from './RouteErrorFallback';

interface BoundaryProps {
  /** The page's code (page-modules.ts): asked for again by "Try again" after a failed download. */
  loader?: ModuleLoader<unknown>;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  retrying: boolean;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false, retrying: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true, retrying: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  private readonly retry = () => {
    const { loader } = this.props;
    const reset = () => this.setState({ error: null, failed: false, retrying: false });
    if (!isChunkLoadError(this.state.error)) return reset();
    // The page's code is asked for again, and the page shown once it is here: the module
    // loader forgets a failed download, and lazyComponent renders a module that has arrived
    // without React's `lazy`, which would remember the failure. Without a loader, a reload.
    if (!loader) return window.location.reload();
    this.setState({ retrying: true });
    loader().then(reset, () => this.setState({ retrying: false }));
  };

  override render() {
    if (this.state.failed) {
      return (
        <RouteErrorFallback
          error={this.state.error}
          onRetry={this.retry}
          retrying={this.state.retrying}
        />
      );
    }
    return this.props.children;
  }
}

function PageLoading() {
  const { t } = useLingui();
  return (
    <div className="flex justify-center p-10 text-ink-muted">
      <Spinner label={t`Loading the page`} className="size-6" />
    </div>
  );
}

/**
 * Every route gets its own error boundary (a failure in one page leaves the shell working,
 * with a retry) and a loading state while the page's chunk downloads. A new location starts
 * with a fresh boundary.
 */
export function RouteBoundary({ loader, children }: BoundaryProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} loader={loader}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
