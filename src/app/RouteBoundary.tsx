import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '../components/Spinner';
import { RouteErrorFallback } from './RouteErrorFallback';

interface BoundaryProps {
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <RouteErrorFallback
          error={this.state.error}
          onRetry={() => this.setState({ error: null, failed: false })}
        />
      );
    }
    return this.props.children;
  }
}

function PageLoading() {
  return (
    <div className="flex justify-center p-10 text-ink-muted">
      <Spinner label="Loading the page" className="size-6" />
    </div>
  );
}

/**
 * Every route gets its own error boundary (a failure in one page leaves the shell working,
 * with a retry) and a loading state while the page's chunk downloads. A new location starts
 * with a fresh boundary.
 */
export function RouteBoundary({ children }: BoundaryProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
