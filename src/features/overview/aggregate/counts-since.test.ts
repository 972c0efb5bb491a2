import { describe, expect, it } from 'vitest';
import { countsSince, countsSinceBySpace } from './counts-since';

const at = (created_at: string) => ({ created_at });

describe('countsSince', () => {
  it('counts the posts created at or after each edge, in the edges’ order', () => {
    const posts = [
      at('2026-11-23 09:00:00'),
      at('2026-11-16 00:00:00'),
      at('2026-11-15 23:59:59'),
      at('2026-11-09 12:00:00'),
    ];
    const edges = ['2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30'].map(
      (day) => new Date(`${day}T00:00:00Z`),
    );
    expect(countsSince(posts, edges)).toEqual([4, 2, 1, 0]);
    expect(countsSince(posts, [...edges].reverse())).toEqual([0, 1, 2, 4]);
  });

  it('leaves out a post whose date does not read, and counts nothing of nothing', () => {
    const edge = new Date('2026-11-01T00:00:00Z');
    expect(countsSince([at('not a date'), at('2026-11-02 00:00:00')], [edge])).toEqual([1]);
    expect(countsSince([], [edge])).toEqual([0]);
  });

  it('counts each space apart, and every post in the total', () => {
    const edges = [new Date('2026-11-09T00:00:00Z'), new Date('2026-11-16T00:00:00Z')];
    const post = (created_at: string, slug: string | null) => ({
      created_at,
      space: slug === null ? null : { slug },
    });
    const { total, bySpace } = countsSinceBySpace(
      [
        post('2026-11-17 10:00:00', 'a'),
        post('2026-11-10 10:00:00', 'a'),
        post('2026-11-17 11:00:00', 'b'),
        post('2026-11-17 12:00:00', null),
        post('2026-11-17 13:00:00', ''),
      ],
      edges,
    );
    expect(total).toEqual([5, 4]);
    expect(Object.fromEntries(bySpace)).toEqual({ a: [2, 1], b: [1, 1] });
  });
});
