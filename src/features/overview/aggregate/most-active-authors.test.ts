import { describe, expect, it } from 'vitest';
import type { WindowAuthor } from '../data/window-post';
import type { Profile } from '../../../api/schemas/profile';
import { mostActiveAuthors } from './most-active-authors';
import { makePost, makeProfile } from '../../../insights/aggregate/rows.fixture';

const ana = makeProfile({ user_id: 11, display_name: 'Ana', username: 'ana' });
const ben = makeProfile({ user_id: 12, display_name: 'ben', username: 'ben' });
const cy = makeProfile({ user_id: 13, display_name: 'Cy', username: 'cy' });
const hrefOf = (profile: WindowAuthor) => `/members/${profile.username}`;

function postBy(xprofile: Profile | null) {
  return makePost({ xprofile, user_id: xprofile?.user_id ?? 99 });
}

describe('mostActiveAuthors', () => {
  it('counts posts per author, most first, ties by name', () => {
    const posts = [postBy(cy), postBy(ben), postBy(cy), postBy(ana), postBy(ben), postBy(cy)];
    expect(mostActiveAuthors(posts, { limit: 10, hrefOf })).toEqual({
      caption: 'Most active authors',
      rowHeader: 'Author',
      series: [{ key: 'posts', label: 'Posts' }],
      rows: [
        { key: '13', label: 'Cy', values: [3], href: '/members/cy' },
        { key: '12', label: 'ben', values: [2], href: '/members/ben' },
        { key: '11', label: 'Ana', values: [1], href: '/members/ana' },
      ],
      unit: { one: 'post', other: 'posts' },
    });
    const tied = mostActiveAuthors([postBy(cy), postBy(ben), postBy(ana)], { limit: 10, hrefOf });
    expect(tied.rows.map((row) => row.label)).toEqual(['Ana', 'ben', 'Cy']);
  });

  it('tells authors apart by user id, not by name', () => {
    const otherAna = makeProfile({ user_id: 21, display_name: 'Ana', username: 'ana2' });
    const table = mostActiveAuthors([postBy(ana), postBy(otherAna), postBy(ana)], {
      limit: 10,
      hrefOf,
    });
    expect(table.rows.map((row) => [row.key, row.values[0]])).toEqual([
      ['11', 2],
      ['21', 1],
    ]);
  });

  it('skips posts whose author is gone, and names an author without a display name', () => {
    const nameless = makeProfile({ user_id: 14, display_name: '', username: 'quiet' });
    const table = mostActiveAuthors([postBy(null), postBy(null), postBy(nameless)], {
      limit: 10,
      hrefOf,
    });
    expect(table.rows).toEqual([
      { key: '14', label: 'quiet', values: [1], href: '/members/quiet' },
    ]);
  });

  it('keeps at most `limit` rows, and none for no posts', () => {
    const posts = [postBy(ana), postBy(ana), postBy(ben), postBy(cy)];
    expect(mostActiveAuthors(posts, { limit: 1, hrefOf }).rows.map((row) => row.label)).toEqual([
      'Ana',
    ]);
    expect(mostActiveAuthors([], { limit: 5, hrefOf }).rows).toEqual([]);
  });
});
