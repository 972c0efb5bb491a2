import type { ReactNode } from 'react';
import { Icon } from '../../../components/Icon';
import { safeHttpUrl } from '../../../lib/safe-url';
import { countLabel } from '../reactions-summary';

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
  const permalink = safeHttpUrl(props.permalink);
  return (
    <div className="flex flex-wrap items-center gap-1 border-t border-border pt-2">
      <CountToggle
        open={props.commentsOpen}
        controls={props.commentsId}
        onToggle={() => props.onToggleComments(props.postId)}
      >
        <Icon name="comment" />
        {countLabel(props.commentsCount, 'comment', 'comments')}
      </CountToggle>
      <CountToggle
        open={props.reactionsOpen}
        controls={props.reactionsId}
        onToggle={() => props.onToggleReactions(props.postId)}
      >
        <Icon name="heart" />
        {countLabel(props.reactionsCount, 'reaction', 'reactions')}
      </CountToggle>
      {permalink ? (
        <a
          href={permalink}
          target="_blank"
          rel="noopener noreferrer"
          className="ml-auto inline-flex h-8 items-center gap-1.5 rounded-control px-2 text-sm text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          Open on site
          <Icon name="external" className="size-3.5" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}
