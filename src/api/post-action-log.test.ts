import { describe, expect, it } from 'vitest';
import { plainWhat } from '../lib/action-log/entry';
import { makeComment, makePost } from '../test/sample-posts';
import { describePostAction } from './post-action-log';

describe('describePostAction', () => {
  it('names the post, its space and what was done, an undo marked as one', () => {
    const post = makePost({ title: 'Figma tips' });
    const pinned = describePostAction({ kind: 'pin', post });
    expect(pinned.action).toBe('post.pin');
    expect(plainWhat(pinned.what)).toMatch(/^Pinned the post Figma tips( in .+)?$/);
    expect(plainWhat(describePostAction({ kind: 'unpin', post, undoing: true }).what)).toMatch(
      /^Undo: Unpinned the post Figma tips/,
    );
  });

  it('says whose comment was deleted, and names an untitled post by its author', () => {
    const post = makePost({ title: '' });
    const comment = makeComment();
    const deleted = describePostAction({ kind: 'delete-comment', post, comment });
    expect(deleted.action).toBe('post.delete-comment');
    expect(plainWhat(deleted.what)).toContain('’s comment on the post by ');
  });
});
