import type { Student } from '../../../api/schemas/student';
import { Icon } from '../../../components/Icon';
import { MenuButton } from '../../../components/MenuButton';
import { useProfileStatusMenu } from '../../../components/profile-status/use-profile-status-menu';
import { isolated } from '../../../lib/sentence';

/**
 * A student row's actions, for the site's moderators: blocking, unblocking or approving the
 * profile site-wide (components/profile-status). None for anyone else.
 */
export function StudentRowActions({ student }: { student: Student }) {
  const name = student.display_name || student.username;
  const profileStatus = useProfileStatusMenu({
    userId: student.user_id,
    name,
    username: student.username,
    status: student.status,
  });
  if (profileStatus.actions.length === 0) return null;
  return (
    <MenuButton
      label={`Actions for ${isolated(name)}`}
      className="shrink-0"
      disabled={profileStatus.busy}
      actions={profileStatus.actions}
    >
      <Icon name="more" />
    </MenuButton>
  );
}
