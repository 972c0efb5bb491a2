import { Trans } from '@lingui/react/macro';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import type { ModuleLoader } from '../lib/module-loader';
import { Button } from './Button';

interface LazyPartProps {
  /** The part's code: asked for again by "Try again" after a failed download. */
  loader: ModuleLoader<unknown>;
  /** Shown while the code downloads: the part's place, with an accessible name. */
  fallback: ReactNode;
  /** What failed, for the message: "The comments could not be shown." */
  failure: string;
  /** Where the message goes, so that controls pointing at the part (`aria-controls`) find it. */
  id?: string;
  /** Where the message shows, when the part has no place of its own (an overlay). */
  className?: string;
  children: ReactNode;
}

interface LazyPartState {
  failed: boolean;
  retrying: boolean;
}

/**
 * A part of a page whose code comes on first use (lazyComponent): its loading state while the
 * code downloads, and, when the download (or the part) fails, a message with a retry that asks
 * for the code again — React's `lazy` remembers a failure, but a module loader does not, and
 * lazyComponent renders a module that has arrived without going through `lazy` again.
 */
export class LazyPart extends Component<LazyPartProps, LazyPartState> {
  override state: LazyPartState = { failed: false, retrying: false };

  static getDerivedStateFromError(): Partial<LazyPartState> {
    return { failed: true, retrying: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A part of the page failed to load', error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ retrying: true });
    this.props.loader().then(
      () => this.setState({ failed: false, retrying: false }),
      () => this.setState({ retrying: false }),
    );
  };

  override render() {
    const { fallback, failure, id, className = '', children } = this.props;
    if (!this.state.failed) return <Suspense fallback={fallback}>{children}</Suspense>;
    return (
      <div
        id={id}
        role="alert"
        className={`flex flex-wrap items-center gap-2 text-sm text-ink ${className}`}
      >
        <span>
          {failure}{' '}
          {this.props.loader.loaded() === undefined ? (
            <Trans>Part of the dashboard could not be downloaded: check your connection.</Trans>
          ) : (
            <Trans>An unexpected error occurred.</Trans>
          )}
        </span>
        <Button size="sm" onClick={this.retry} disabled={this.state.retrying}>
          {this.state.retrying ? <Trans>Retrying…</Trans> : <Trans>Try again</Trans>}
        </Button>
      </div>
    );
  }
}
