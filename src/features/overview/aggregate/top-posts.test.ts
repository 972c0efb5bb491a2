import { describe, expect, it } from 'vitest';
import { rowTotal } from '../../../components/charts/chart-table';
import { makePost } from '../../../insights/aggregate/rows.fixture';
import { postTitle, rankPostsByEngagement, topPostsByEngagement } from './top-posts';

const hrefOf = (post: { id: number }) => `/feed/post-${post.id}`;

function post(id: number, comments: number, reactions: number, title = `Post title ${id}`) {
  return makePost({
    id,
    slug: `post-${id}`,
    title,
    comments_count: comments,
    reactions_count: reactions,
  });
}

describe('postTitle', () => {
  it('uses the title, else the first words of the text, else the id', () => {
    expect(postTitle(makePost({ id: 1, title: ' Welcome ' }))).toBe('Welcome');
    expect(
      postTitle(makePost({ id: 2, title: '', message_rendered: '<p>Hello <b>world</b></p>' })),
    ).toBe('Hello world');
    expect(postTitle(makePost({ id: 3, title: '', message_rendered: '<p> </p>' }))).toBe('Post 3');
  });

  it('cuts a long text at a word, with an ellipsis', () => {
    const words = Array.from({ length: 30 }, (_, index) => `word${index}`).join(' ');
    const title = postTitle(makePost({ title: '', message_rendered: `<p>${words}</p>` }));
    expect(title.endsWith('…')).toBe(true);
    expect(title.length).toBeLessThanOrEqual(61);
    expect(words.startsWith(title.slice(0, -1))).toBe(true);
  });
});

describe('rankPostsByEngagement', () => {
  it('ranks by comments plus reactions, then more comments, then the newer post', () => {
    const posts = [post(1, 5, 5), post(2, 1, 9), post(3, 0, 3), post(4, 5, 5), post(5, 9, 0)];
    expect(rankPostsByEngagement(posts, 10).map(({ post, total }) => [post.id, total])).toEqual([
      [4, 10],
      [1, 10],
      [2, 10],
      [5, 9],
      [3, 3],
    ]);
  });

  it('leaves out posts nobody engaged with, and keeps at most `limit`', () => {
    const posts = [post(1, 0, 0), post(2, 1, 0), post(3, 0, 2)];
    expect(rankPostsByEngagement(posts, 10).map(({ post }) => post.id)).toEqual([3, 2]);
    expect(rankPostsByEngagement(posts, 1).map(({ post }) => post.id)).toEqual([3]);
    expect(rankPostsByEngagement([], 5)).toEqual([]);
  });
});

describe('topPostsByEngagement', () => {
  it('is a stacked table of comments and reactions, one linked row per post', () => {
    const untitled = makePost({
      id: 8,
      slug: 'post-8',
      title: '',
      message_rendered: '<p>Anyone up for a walk?</p>',
      comments_count: 2,
      reactions_count: 1,
    });
    const table = topPostsByEngagement([post(7, 4, 6), untitled], { limit: 5, hrefOf });
    expect(table.caption).toBe('Top posts by engagement');
    expect(table.rowHeader).toBe('Post');
    expect(table.series).toEqual([
      { key: 'comments', label: 'Comments' },
      { key: 'reactions', label: 'Reactions' },
    ]);
    expect(table.rows).toEqual([
      { key: '7', label: 'Post title 7', values: [4, 6], href: '/feed/post-7' },
      { key: '8', label: 'Anyone up for a walk?', values: [2, 1], href: '/feed/post-8' },
    ]);
    expect(table.rows.map(rowTotal)).toEqual([10, 3]);
  });

  it('leaves the link out when the page gives none', () => {
    const table = topPostsByEngagement([post(7, 1, 0)], { limit: 5, hrefOf: () => undefined });
    expect(table.rows[0]).not.toHaveProperty('href');
  });
});
