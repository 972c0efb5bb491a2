import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const name = student.display_name || student.username;
  const person = isolated(name);
  const profileStatus = useProfileStatusMenu({
    userId: student.user_id,
    name,
    username: student.username,
    status: student.status,
  });
  if (profileStatus.actions.length === 0) return null;
  return (
    <MenuButton
      label={t({ comment: "{person}: the student's name.", message: `Actions for ${person}` })}
      className="shrink-0"
      disabled={profileStatus.busy}
      actions={profileStatus.actions}
    >
      <Icon name="more" />
    </MenuButton>
  );
}
