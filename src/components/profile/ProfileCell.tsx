import { useLingui } from '@lingui/react/macro';
import { Avatar } from '../Avatar';
import { BadgeList } from './BadgeList';
import { VerifiedMark } from './VerifiedMark';

interface ProfileCellProps {
  name: string;
  avatar: string;
  verified: boolean;
  badges: string[];
}

/**
 * The person column of a table: avatar, display name with the verified mark, badges. The name
 * is the row's button (`data-row-open`): Enter on it opens the profile panel, as a click on
 * the row does. Long names are cut with an ellipsis and shown whole on hover.
 */
export function ProfileCell({ name, avatar, verified, badges }: ProfileCellProps) {
  const { t } = useLingui();
  const shownName = name.trim() || t`Unnamed member`;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar src={avatar} name={shownName} size={32} />
      <div className="min-w-0 space-y-0.5">
        <div className="flex min-w-0 items-center gap-1">
          <button
            type="button"
            data-row-open
            dir="auto"
            title={shownName}
            className="max-w-[15rem] min-w-0 truncate rounded-sm text-start font-medium text-ink hover:underline"
          >
            {shownName}
          </button>
          {verified ? <VerifiedMark /> : null}
        </div>
        <BadgeList badges={badges} limit={2} />
      </div>
    </div>
  );
}
