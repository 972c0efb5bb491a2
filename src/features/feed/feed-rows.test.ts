import { describe, expect, it } from 'vitest';
import { buildFeedRows } from './feed-rows';
import { makePage, makePost, samplePage } from '../../test/sample-posts';

describe('buildFeedRows', () => {
  it('puts the sticky post first, marked pinned, then the posts in order', () => {
    const page = samplePage('feeds_space_general.json');
    const rows = buildFeedRows([page]);
    expect(rows[0]).toMatchObject({ pinned: true, post: { id: page.sticky!.id } });
    expect(rows.slice(1).map((row) => row.post.id)).toEqual(page.feeds.data.map((post) => post.id));
    expect(rows.slice(1).every((row) => !row.pinned)).toBe(true);
  });

  it('shows no pinned row when the API sends no sticky post', () => {
    const rows = buildFeedRows([samplePage('feeds_space_general_disable_sticky.json')]);
    expect(rows.some((row) => row.pinned)).toBe(false);
  });

  it('never shows a post twice, even when pages overlap or repeat the sticky post', () => {
    const sticky = makePost({ id: 1 });
    const rows = buildFeedRows([
      makePage([makePost({ id: 2 }), makePost({ id: 3 })], sticky, true),
      makePage([makePost({ id: 3 }), makePost({ id: 1 }), makePost({ id: 4 })]),
    ]);
    expect(rows.map((row) => row.key)).toEqual(['pinned-1', 'post-2', 'post-3', 'post-4']);
  });

  it('ignores a sticky post sent with a later page', () => {
    const rows = buildFeedRows([
      makePage([makePost({ id: 2 })], null, true),
      makePage([makePost({ id: 3 })], makePost({ id: 9 })),
    ]);
    expect(rows.map((row) => row.key)).toEqual(['post-2', 'post-3']);
  });

  it('reads an empty last page as no more rows', () => {
    expect(buildFeedRows([samplePage('feeds_last_page_empty.json')])).toEqual([]);
  });
});
