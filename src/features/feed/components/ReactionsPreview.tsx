import { Fragment } from 'react';
import type { Feed, Reaction } from '../../../api/schemas/feed';
import { Avatar } from '../../../components/Avatar';
import { safeHttpUrl } from '../../../lib/safe-url';
import { usePostActionsContext } from '../post-actions/post-actions-context';
import { reactionsParts } from '../reactions-summary';

interface ReactionsPreviewProps {
  id: string;
  /** The post reacted to (whose likes the "and N others" button lists). */
  post?: Feed;
  reactions: Reaction[];
  /** `reactions_count`: the real number; `reactions` is a preview of at most three. */
  count: number;
}

/**
 * Who reacted: the API's preview, and the rest counted as "and N others" — a button that lists
 * everyone (post-actions/LikersDialog.tsx) where the feed offers it. The sentence is one
 * message (reactions-summary.ts), each name in it isolated in a `<bdi>`.
 */
export function ReactionsPreview({ id, post, reactions, count }: ReactionsPreviewProps) {
  const context = usePostActionsContext();
  const people = reactions.flatMap((reaction) =>
    reaction.xprofile
      ? [
          {
            key: reaction.id,
            name: reaction.xprofile.display_name,
            avatar: reaction.xprofile.avatar,
          },
        ]
      : [],
  );
  const names = people.map((person) => person.name);
  const showAll = context && post ? () => context.showLikers(post) : null;
  return (
    <div id={id} className="flex items-center gap-2 text-sm text-ink">
      {people.length > 0 ? (
        <span className="flex -space-x-2" aria-hidden="true">
          {people.slice(0, 3).map((person) => (
            <Avatar
              key={person.key}
              src={safeHttpUrl(person.avatar)}
              name={person.name}
              size={24}
              className="ring-2 ring-surface"
            />
          ))}
        </span>
      ) : null}
      <p>
        {reactionsParts(names, count).map((part, index) => {
          if (typeof part === 'string') return <Fragment key={index}>{part}</Fragment>;
          if ('name' in part) return <bdi key={index}>{part.name}</bdi>;
          if (!showAll) return <Fragment key={index}>{part.rest}</Fragment>;
          return (
            <button
              key={index}
              type="button"
              aria-haspopup="dialog"
              onClick={showAll}
              className="font-medium text-accent underline-offset-2 hover:underline"
            >
              {part.rest}
            </button>
          );
        })}
      </p>
    </div>
  );
}
