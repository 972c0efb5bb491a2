import { describe, expect, it } from 'vitest';
import { mostActiveSpaces } from './most-active-spaces';
import { makePost, postInSpace } from '../../../insights/aggregate/rows.fixture';

const hrefOf = (space: { slug: string }) => `/spaces/${space.slug}`;

describe('mostActiveSpaces', () => {
  it('counts posts per space, most first, with a link for each', () => {
    const posts = [
      postInSpace(2, 'General'),
      postInSpace(7, 'Design'),
      postInSpace(2, 'General'),
      postInSpace(2, 'General'),
      postInSpace(7, 'Design'),
      postInSpace(9, 'Events'),
    ];
    expect(mostActiveSpaces(posts, { limit: 10, hrefOf })).toEqual({
      caption: 'Most active spaces',
      rowHeader: 'Space',
      series: [{ key: 'posts', label: 'Posts' }],
      rows: [
        { key: '2', label: 'General', values: [3], href: '/spaces/general' },
        { key: '7', label: 'Design', values: [2], href: '/spaces/design' },
        { key: '9', label: 'Events', values: [1], href: '/spaces/events' },
      ],
      unit: { one: 'post', other: 'posts' },
    });
  });

  it('breaks ties by name, whatever the case and the order the posts came in', () => {
    const posts = [postInSpace(3, 'beta'), postInSpace(4, 'Gamma'), postInSpace(5, 'Alpha')];
    const labels = (table: ReturnType<typeof mostActiveSpaces>) =>
      table.rows.map((row) => row.label);
    expect(labels(mostActiveSpaces(posts, { limit: 5, hrefOf }))).toEqual([
      'Alpha',
      'beta',
      'Gamma',
    ]);
    expect(labels(mostActiveSpaces([...posts].reverse(), { limit: 5, hrefOf }))).toEqual([
      'Alpha',
      'beta',
      'Gamma',
    ]);
  });

  it('keeps at most `limit` rows', () => {
    const posts = [
      postInSpace(1, 'A'),
      postInSpace(1, 'A'),
      postInSpace(2, 'B'),
      postInSpace(3, 'C'),
    ];
    expect(mostActiveSpaces(posts, { limit: 2, hrefOf }).rows.map((row) => row.key)).toEqual([
      '1',
      '2',
    ]);
    expect(mostActiveSpaces(posts, { limit: 0, hrefOf }).rows).toEqual([]);
  });

  it('leaves out posts without a space, links a page chooses not to make, and empty input', () => {
    const posts = [makePost({ space: null, space_id: null }), postInSpace(2, 'General')];
    const table = mostActiveSpaces(posts, { limit: 5, hrefOf: () => undefined });
    expect(table.rows).toEqual([{ key: '2', label: 'General', values: [1] }]);
    expect(mostActiveSpaces([], { limit: 5, hrefOf }).rows).toEqual([]);
  });

  it('names an untitled space by its slug', () => {
    const post = postInSpace(4, 'Lounge');
    const untitled = makePost({ space: { ...post.space!, title: '  ' } });
    expect(mostActiveSpaces([untitled], { limit: 1, hrefOf }).rows[0]!.label).toBe('lounge');
  });
});
