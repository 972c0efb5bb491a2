import { describe, expect, it } from 'vitest';
import { countThread, threadComments, type CommentNode } from './comment-thread';
import { makeComment, samplePage } from '../../test/sample-posts';

const ids = (nodes: CommentNode[]): unknown[] =>
  nodes.map((node) =>
    node.replies.length ? [node.comment.id, ids(node.replies)] : node.comment.id,
  );

describe('threadComments', () => {
  it('threads a real post’s comments by parent_id', () => {
    const sticky = samplePage('feeds_space_general.json').sticky!;
    // Comment 14 answers comment 12 (samples/feeds_space_general.json).
    expect(ids(threadComments(sticky.comments))).toEqual([[12, [14]], 13]);
  });

  it('orders each level oldest first, whatever the input order', () => {
    const thread = threadComments([
      makeComment({ id: 3, parent_id: null, created_at: '2026-05-03 10:00:00' }),
      makeComment({ id: 1, parent_id: null, created_at: '2026-05-01 10:00:00' }),
      makeComment({ id: 5, parent_id: 1, created_at: '2026-05-05 10:00:00' }),
      makeComment({ id: 4, parent_id: 1, created_at: '2026-05-04 10:00:00' }),
    ]);
    expect(ids(thread)).toEqual([[1, [4, 5]], 3]);
  });

  it('nests replies to replies', () => {
    const thread = threadComments([
      makeComment({ id: 1, parent_id: null }),
      makeComment({ id: 2, parent_id: 1 }),
      makeComment({ id: 3, parent_id: 2 }),
    ]);
    expect(ids(thread)).toEqual([[1, [[2, [3]]]]]);
  });

  it('keeps a reply whose parent is missing, as a top-level comment', () => {
    const thread = threadComments([
      makeComment({ id: 1, parent_id: null, created_at: '2026-05-01 10:00:00' }),
      makeComment({ id: 7, parent_id: 99, created_at: '2026-05-02 10:00:00' }),
    ]);
    expect(ids(thread)).toEqual([1, 7]);
  });

  it('keeps comments caught in a parent cycle and one pointing at itself', () => {
    const thread = threadComments([
      makeComment({ id: 1, parent_id: 2, created_at: '2026-05-01 10:00:00' }),
      makeComment({ id: 2, parent_id: 1, created_at: '2026-05-02 10:00:00' }),
      makeComment({ id: 3, parent_id: 3, created_at: '2026-05-03 10:00:00' }),
    ]);
    expect(countThread(thread)).toBe(3);
    expect(thread.map((node) => node.comment.id)).toContain(3);
  });

  it('counts every comment of a thread', () => {
    const sticky = samplePage('feeds_space_general.json').sticky!;
    expect(countThread(threadComments(sticky.comments))).toBe(sticky.comments.length);
  });
});
