import { useLingui } from '@lingui/react/macro';
import type { Feed } from '../../../api/schemas/feed';
import { Icon } from '../../../components/Icon';
import { MenuButton, type MenuAction } from '../../../components/MenuButton';
import { commentsDisabled } from './post-cache';
import { usePostActionsContext } from './post-actions-context';
import { aboutPost } from './use-post-actions';

/**
 * A post's actions, those the signed-in account may take (may-act-on-post.ts): pin or unpin,
 * comments off or on, publish (in review), delete (asks first). None: no menu. Disabled while
 * an action on the post is in flight (no double send).
 */
export function PostMenu({ post }: { post: Feed }) {
  const context = usePostActionsContext();
  const { t } = useLingui();
  if (!context) return null;
  const { actions, confirm } = context;
  const may = context.permissions(post);
  const items: MenuAction[] = [];
  if (may.publish) {
    items.push({ label: t`Publish`, onSelect: () => actions.act({ kind: 'publish', post }) });
  }
  if (may.pin) {
    items.push(
      post.is_sticky
        ? { label: t`Unpin`, onSelect: () => actions.act({ kind: 'unpin', post }) }
        : { label: t`Pin`, onSelect: () => actions.act({ kind: 'pin', post }) },
    );
  }
  if (may.comments) {
    items.push(
      commentsDisabled(post)
        ? {
            label: t`Turn comments on`,
            onSelect: () => actions.act({ kind: 'comments-on', post }),
          }
        : {
            label: t`Turn comments off`,
            onSelect: () => actions.act({ kind: 'comments-off', post }),
          },
    );
  }
  if (may.delete) {
    items.push({ label: t`Delete post`, onSelect: () => confirm({ kind: 'delete', post }) });
  }
  if (items.length === 0) return null;
  return (
    <MenuButton
      label={aboutPost(
        post,
        (title) => t`Actions for “${title}”`,
        (author) => t`Actions for the post by ${author}`,
      )}
      className="-mt-1 -me-1 shrink-0"
      disabled={actions.isBusy(post)}
      actions={items}
    >
      <Icon name="more" />
    </MenuButton>
  );
}
