import { describe, expect, it } from 'vitest';
import { feedsResponseSchema } from '../../../api/schemas/feed';
import { readSample } from '../../../test/samples';
import { feedWindowResponseSchema } from './feed-fetchers';
import { keptWindowPost, UNTITLED_HTML_KEPT, type WindowPost } from './window-post';

describe('window posts', () => {
  it("reads a real site's feed page into what the overview keeps, and nothing more", () => {
    const sample = readSample('feeds_space_general_disable_sticky.json');
    const whole = feedsResponseSchema.parse(sample).feeds.data;
    const lean = feedWindowResponseSchema.parse(sample).feeds.data;
    expect(lean).toHaveLength(whole.length);
    lean.forEach((post, index) => {
      const feed = whole[index]!;
      expect(Object.keys(post).sort()).toEqual([
        'comments_count',
        'created_at',
        'id',
        'message_rendered',
        'reactions_count',
        'space',
        'title',
        'user_id',
        'xprofile',
      ]);
      expect(post).toMatchObject({
        id: feed.id,
        user_id: feed.user_id,
        created_at: feed.created_at,
        comments_count: feed.comments_count,
        reactions_count: feed.reactions_count,
        space: { id: feed.space!.id, title: feed.space!.title, slug: feed.space!.slug },
      });
      expect(post.xprofile).toEqual({
        user_id: feed.xprofile!.user_id,
        display_name: feed.xprofile!.display_name,
        username: feed.xprofile!.username,
      });
    });
  });

  const post = (title: string, html: string): WindowPost => ({
    id: 1,
    user_id: 2,
    title,
    message_rendered: html,
    created_at: '2026-11-20 10:00:00',
    comments_count: 0,
    reactions_count: 0,
    xprofile: null,
    space: null,
  });

  it("drops a titled post's HTML, which nothing reads", () => {
    expect(keptWindowPost(post('Hello', '<p>Long text</p>')).message_rendered).toBe('');
  });

  it("keeps the start of an untitled post's HTML, where its stand-in title comes from", () => {
    const short = post('  ', '<p>Anyone up for a walk?</p>');
    expect(keptWindowPost(short)).toBe(short);
    const long = post('', `<p>${'word '.repeat(2_000)}</p>`);
    expect(keptWindowPost(long).message_rendered).toBe(
      long.message_rendered.slice(0, UNTITLED_HTML_KEPT),
    );
  });
});
