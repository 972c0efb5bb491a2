import { Plural, Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/Icon';
import { safeHttpUrl } from '../../../lib/safe-url';

interface PostActionsProps {
  postId: number;
  commentsCount: number;
  reactionsCount: number;
  commentsOpen: boolean;
  reactionsOpen: boolean;
  commentsId: string;
  reactionsId: string;
  permalink: string;
  onToggleComments: (postId: number) => void;
  onToggleReactions: (postId: number) => void;
}

interface CountToggleProps {
  open: boolean;
  controls: string;
  onToggle: () => void;
  children: ReactNode;
}

/** "3 comments": a button that opens (and closes) the list it counts, below the post. */
function CountToggle({ open, controls, onToggle, children }: CountToggleProps) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
      className="inline-flex h-8 items-center gap-1.5 rounded-control px-2 text-sm text-ink-muted hover:bg-surface-muted hover:text-ink aria-expanded:bg-surface-muted aria-expanded:text-ink"
    >
      {children}
    </button>
  );
}

/** The counts of comments and reactions, each a toggle that opens the list in place. */
export function PostActions(props: PostActionsProps) {
  const { commentsCount, reactionsCount } = props;
  const permalink = safeHttpUrl(props.permalink);
  return (
    <div className="flex flex-wrap items-center gap-1 border-t border-border pt-2">
      <CountToggle
        open={props.commentsOpen}
        controls={props.commentsId}
        onToggle={() => props.onToggleComments(props.postId)}
      >
        <Icon name="comment" />
        <Plural value={commentsCount} one="# comment" other="# comments" />
      </CountToggle>
      <CountToggle
        open={props.reactionsOpen}
        controls={props.reactionsId}
        onToggle={() => props.onToggleReactions(props.postId)}
      >
        <Icon name="heart" />
        <Plural value={reactionsCount} one="# reaction" other="# reactions" />
      </CountToggle>
      {permalink ? (
        <a
          href={permalink}
          target="_blank"
          rel="noopener noreferrer"
          className="ms-auto inline-flex h-8 items-center gap-1.5 rounded-control px-2 text-sm text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          <Trans>Open on site</Trans>
          <Icon name="external" className="size-3.5" />
          <span className="sr-only">
            {' '}
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      ) : null}
    </div>
  );
}
