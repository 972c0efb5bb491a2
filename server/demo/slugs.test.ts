import { describe, expect, it } from 'vitest';
import { createSlugRegistry } from './posts';

describe('createSlugRegistry', () => {
  it('numbers repeated titles and never gives a slug twice, whichever came first', () => {
    const slugFor = createSlugRegistry();
    const slugs = [
      slugFor('Hello', '', 1),
      slugFor('Hello', '', 2),
      slugFor('Hello 3', '', 3),
      slugFor('Hello', '', 4),
      slugFor('Hello 2', '', 5),
      slugFor('Hello 2', '', 6),
      slugFor('', 'First line\nsecond', 7),
      slugFor('', '', 8),
    ];
    expect(slugs).toEqual([
      'hello',
      'hello-2',
      'hello-3',
      'hello-4',
      'hello-2-2',
      'hello-2-3',
      'first-line',
      'post-8',
    ]);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});
