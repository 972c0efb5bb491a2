import type { Reaction } from '../../../api/schemas/feed';
import { Avatar } from '../../../components/Avatar';
import { safeHttpUrl } from '../../../lib/safe-url';
import { Sentence } from '../../../components/Sentence';
import { reactionsSentence } from '../reactions-summary';

interface ReactionsPreviewProps {
  id: string;
  reactions: Reaction[];
  /** `reactions_count`: the real number; `reactions` is a preview of at most three. */
  count: number;
}

/** Who reacted: the API's preview, and the rest counted as "and N others". */
export function ReactionsPreview({ id, reactions, count }: ReactionsPreviewProps) {
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
        <Sentence
          parts={reactionsSentence(
            people.map((person) => person.name),
            count,
          )}
        />
      </p>
    </div>
  );
}
