import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { LazyPart } from '../../../components/LazyPart';
import { Spinner } from '../../../components/Spinner';
import { lazyComponent } from '../../../lib/lazy-component';
import { moduleLoader, preloadWhenIdle } from '../../../lib/module-loader';

/**
 * The comments and reactions lists' code (post-details.ts): not part of the feed's first
 * download — sign-in → first post counts its bytes —, asked for on the first post opened, or a
 * while after the feed has loaded, when the browser is idle (`preloadPostDetails`).
 */
const loadPostDetails = moduleLoader(() => import('./post-details'));
const CommentsThread = lazyComponent(loadPostDetails, (module) => module.CommentsThread);
const ReactionsPreview = lazyComponent(loadPostDetails, (module) => module.ReactionsPreview);

/** Asks for the lists' code once the browser is idle; returns a cancel (for an effect). */
export function preloadPostDetails(): () => void {
  return preloadWhenIdle(loadPostDetails);
}

/** While the code downloads: one line where the list goes, under the id its toggle controls. */
function Loading({ id, label }: { id: string; label: string }) {
  return (
    <div id={id} className="flex min-h-6 items-center gap-2 text-sm text-ink-muted">
      <Spinner label={label} />
    </div>
  );
}

/** A post's comments (CommentsThread), once their code is here. */
export function LazyCommentsThread(props: ComponentProps<typeof CommentsThread>) {
  const { t } = useLingui();
  return (
    <LazyPart
      loader={loadPostDetails}
      id={props.id}
      fallback={<Loading id={props.id} label={t`Loading the comments`} />}
      failure={t`The comments could not be shown.`}
    >
      <CommentsThread {...props} />
    </LazyPart>
  );
}

/** Who reacted to a post (ReactionsPreview), once the code is here. */
export function LazyReactionsPreview(props: ComponentProps<typeof ReactionsPreview>) {
  const { t } = useLingui();
  return (
    <LazyPart
      loader={loadPostDetails}
      id={props.id}
      fallback={<Loading id={props.id} label={t`Loading the reactions`} />}
      failure={t`The reactions could not be shown.`}
    >
      <ReactionsPreview {...props} />
    </LazyPart>
  );
}
