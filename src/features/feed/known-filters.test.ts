import { describe, expect, it } from 'vitest';
import { buildFeedRows } from './feed-rows';
import { knownTopicsAndAuthors } from './known-filters';
import { makePage, makePost } from '../../test/sample-posts';

describe('knownTopicsAndAuthors', () => {
  it('lists each topic and author once, sorted by name', () => {
    const author = makePost().xprofile!;
    const rows = buildFeedRows([
      makePage([
        makePost({
          id: 1,
          user_id: 5,
          xprofile: { ...author, display_name: 'Zoe' },
          terms: [{ slug: 'help', title: 'Help' }],
        }),
        makePost({
          id: 2,
          user_id: 3,
          xprofile: { ...author, display_name: 'Ana' },
          terms: [
            { slug: 'questions', title: 'Questions' },
            { slug: 'help', title: 'Help' },
          ],
        }),
        makePost({ id: 3, user_id: 5, xprofile: { ...author, display_name: 'Zoe' }, terms: [] }),
      ]),
    ]);
    expect(knownTopicsAndAuthors(rows)).toEqual({
      topics: [
        { slug: 'help', title: 'Help' },
        { slug: 'questions', title: 'Questions' },
      ],
      authors: [
        { id: 3, name: 'Ana', username: author.username, avatar: author.avatar || null },
        { id: 5, name: 'Zoe', username: author.username, avatar: author.avatar || null },
      ],
    });
  });
});

describe('knownTopicsAndAuthors limit', () => {
  it('keeps the first authors met, up to the limit', () => {
    const author = makePost().xprofile!;
    const rows = buildFeedRows([
      makePage(
        ['Cy', 'Ana', 'Ben'].map((name, index) =>
          makePost({
            id: index + 1,
            user_id: index + 1,
            xprofile: { ...author, display_name: name },
            terms: [],
          }),
        ),
      ),
    ]);
    expect(knownTopicsAndAuthors(rows, 2).authors.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 2, name: 'Ana' },
      { id: 1, name: 'Cy' },
    ]);
  });
});
