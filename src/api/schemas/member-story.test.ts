import { describe, expect, it } from 'vitest';
import { readReferenceAnswer } from '../../test/reference-answers';
import { readSample } from '../../test/samples';
import {
  memberCommentsResponseSchema,
  memberPostsResponseSchema,
  memberSpacesResponseSchema,
} from './member-story';

describe("the member story's schemas read our server's answers", () => {
  it('reads the latest posts of GET /feeds?user_id=', () => {
    const posts = memberPostsResponseSchema.parse(readReferenceAnswer('feeds_user_id.json')).feeds
      .data;
    expect(posts.map((post) => post.id)).toEqual([348, 320]);
    expect(posts[0]).toEqual({
      id: 348,
      title: 'Shout-out for the review',
      message_rendered: expect.stringContaining('Huge thanks'),
      permalink: 'https://community.example/portal/space/engineering/post/shout-out-for-the-review',
      created_at: '2026-11-17 10:00:00',
      comments_count: 2,
      reactions_count: 1,
      space: { title: 'Engineering', slug: 'engineering', settings: expect.any(Object) },
    });
  });

  it('reads the comments of GET /profile/{username}/comments with their posts', () => {
    const comments = memberCommentsResponseSchema.parse(
      readReferenceAnswer('profile_comments.json'),
    ).comments.data;
    expect(comments.map((comment) => [comment.id, comment.post?.title])).toEqual([
      [792, 'Celebrating 100 posts 🎉'],
      [752, 'مرحبا بالجميع'],
    ]);
    expect(comments[0]?.message_rendered).toBe('<p>Thanks, this is really helpful! 🙌</p>');
    expect(comments[1]?.post?.permalink).toBe(
      'https://community.example/portal/space/general/post/post-346',
    );
  });

  it('reads the spaces of GET /profile/{username}/spaces with the membership role', () => {
    const spaces = memberSpacesResponseSchema.parse(
      readReferenceAnswer('profile_spaces.json'),
    ).spaces;
    expect(spaces.map((space) => [space.slug, space.type, space.pivot?.role])).toEqual([
      ['announcements', 'community', 'member'],
      ['engineering', 'community', 'member'],
      ['general', 'community', 'member'],
    ]);
  });

  it("reads a real site's feed page too", () => {
    const posts = memberPostsResponseSchema.parse(readSample('feeds_default.json')).feeds.data;
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((post) => post.permalink.startsWith('http'))).toBe(true);
  });
});

describe('what real sites send that the panel must tolerate', () => {
  it('reads string ids and counts, a gone post, and leaves out only the broken items', () => {
    const comments = memberCommentsResponseSchema.parse({
      comments: {
        data: [
          { id: '7', message_rendered: '<p>hi</p>', created_at: null, post: null },
          { id: 8, message_rendered: 'x', post: { id: '3', title: null, permalink: 'p' } },
          { id: 'not a number', message_rendered: 'broken' },
          'not even an object',
        ],
      },
      xprofile: {},
    }).comments.data;
    expect(comments).toEqual([
      { id: 7, message_rendered: '<p>hi</p>', created_at: null, post: null },
      {
        id: 8,
        message_rendered: 'x',
        created_at: null,
        post: {
          id: 3,
          title: '',
          message_rendered: '',
          permalink: 'p',
          created_at: null,
          comments_count: 0,
          reactions_count: 0,
          space: null,
        },
      },
    ]);
  });

  it('reads string pivot ids, [] settings, and a missing list as none', () => {
    const spaces = memberSpacesResponseSchema.parse({
      spaces: [
        {
          id: '4',
          title: 'Staff',
          slug: 'staff-room',
          type: 'community',
          settings: [],
          pivot: { user_id: '3', space_id: '4', role: 'admin', status: 'active' },
        },
      ],
    }).spaces;
    expect(spaces).toEqual([
      {
        id: 4,
        title: 'Staff',
        slug: 'staff-room',
        type: 'community',
        settings: {},
        pivot: { role: 'admin' },
      },
    ]);
    expect(memberSpacesResponseSchema.parse({ spaces: null }).spaces).toEqual([]);
    expect(memberPostsResponseSchema.parse({ feeds: { data: 'nope' } }).feeds.data).toEqual([]);
  });
});
