import type { Feed } from '../../../api/schemas/feed';
import { Icon } from '../../../components/Icon';
import { MenuButton, type MenuAction } from '../../../components/MenuButton';
import { sentenceText } from '../../../lib/sentence';
import { commentsDisabled } from './post-cache';
import { usePostActionsContext } from './post-actions-context';
import { postWords } from './use-post-actions';

/**
 * A post's actions, those the signed-in account may take (may-act-on-post.ts): pin or unpin,
 * comments off or on, publish (in review), delete (asks first). None: no menu. Disabled while
 * an action on the post is in flight (no double send).
 */
export function PostMenu({ post }: { post: Feed }) {
  const context = usePostActionsContext();
  if (!context) return null;
  const { actions, confirm } = context;
  const may = context.permissions(post);
  const items: MenuAction[] = [];
  if (may.publish) {
    items.push({ label: 'Publish', onSelect: () => actions.act({ kind: 'publish', post }) });
  }
  if (may.pin) {
    items.push(
      post.is_sticky
        ? { label: 'Unpin', onSelect: () => actions.act({ kind: 'unpin', post }) }
        : { label: 'Pin', onSelect: () => actions.act({ kind: 'pin', post }) },
    );
  }
  if (may.comments) {
    items.push(
      commentsDisabled(post)
        ? {
            label: 'Turn comments on',
            onSelect: () => actions.act({ kind: 'comments-on', post }),
          }
        : {
            label: 'Turn comments off',
            onSelect: () => actions.act({ kind: 'comments-off', post }),
          },
    );
  }
  if (may.delete) {
    items.push({ label: 'Delete post', onSelect: () => confirm({ kind: 'delete', post }) });
  }
  if (items.length === 0) return null;
  return (
    <MenuButton
      label={`Actions for ${sentenceText(postWords(post))}`}
      className="-mt-1 -mr-1 shrink-0"
      disabled={actions.isBusy(post)}
      actions={items}
    >
      <Icon name="more" />
    </MenuButton>
  );
}
