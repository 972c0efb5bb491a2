import { describe, expect, it } from 'vitest';
import { feedSchema } from '../../../api/schemas/feed';
import { engagementOf } from './engagement';
import { makePost } from '../../../insights/aggregate/rows.fixture';

describe('engagementOf', () => {
  it('adds the comment and reaction counts of every post', () => {
    const posts = [
      makePost({ comments_count: 3, reactions_count: 10 }),
      makePost({ comments_count: 0, reactions_count: 2 }),
      makePost({ comments_count: 5, reactions_count: 0 }),
    ];
    expect(engagementOf(posts)).toEqual({ comments: 8, reactions: 12 });
  });

  it('is zero for no posts', () => {
    expect(engagementOf([])).toEqual({ comments: 0, reactions: 0 });
  });

  it('counts what real sites send as strings, once the schema has read the post', () => {
    const raw = { ...makePost(), comments_count: '12', reactions_count: '30' };
    const unreadable = { ...makePost(), comments_count: 'many', reactions_count: null };
    const posts = [feedSchema.parse(raw), feedSchema.parse(unreadable)];
    expect(engagementOf(posts)).toEqual({ comments: 12, reactions: 30 });
  });

  it('leaves out counts that are not real, non-negative numbers', () => {
    const posts = [
      makePost({ comments_count: -4, reactions_count: Number.NaN }),
      makePost({ comments_count: 1, reactions_count: 1 }),
    ];
    expect(engagementOf(posts)).toEqual({ comments: 1, reactions: 1 });
  });
});
