import type { Comment } from '../../api/schemas/feed';
import { parseSiteDate } from '../../lib/dates';

/** A comment and its replies, oldest first. */
export interface CommentNode {
  comment: Comment;
  replies: CommentNode[];
}

function byTime(a: Comment, b: Comment): number {
  const difference =
    (parseSiteDate(a.created_at)?.getTime() ?? 0) - (parseSiteDate(b.created_at)?.getTime() ?? 0);
  return difference !== 0 ? difference : a.id - b.id;
}

/**
 * Threads a post's flat `comments` (behaviour.md, "Feeds": every visible comment, replies
 * included, `parent_id` pointing at the parent). A reply whose parent is missing (hidden,
 * deleted, or on another page of a real site) stays visible as a top-level comment, and so does
 * any comment caught in a parent cycle: no comment is ever dropped.
 */
export function threadComments(comments: readonly Comment[]): CommentNode[] {
  const nodes = new Map<number, CommentNode>();
  for (const comment of [...comments].sort(byTime)) {
    if (!nodes.has(comment.id)) nodes.set(comment.id, { comment, replies: [] });
  }

  const parentOf = (node: CommentNode): CommentNode | undefined => {
    const parentId = node.comment.parent_id;
    return parentId === null || parentId === node.comment.id ? undefined : nodes.get(parentId);
  };
  const inCycle = (node: CommentNode): boolean => {
    const visited = new Set<CommentNode>([node]);
    for (let parent = parentOf(node); parent; parent = parentOf(parent)) {
      if (visited.has(parent)) return true;
      visited.add(parent);
    }
    return false;
  };

  const roots: CommentNode[] = [];
  for (const node of nodes.values()) {
    const parent = parentOf(node);
    if (parent && !inCycle(node)) parent.replies.push(node);
    else roots.push(node);
  }
  return roots;
}

/** How many comments a thread holds, replies included. */
export function countThread(nodes: readonly CommentNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countThread(node.replies), 0);
}
