import { describe, expect, it } from 'vitest';
import { UTC_SITE_CLOCK } from '../../../lib/site-clock';
import type { Viewer } from '../../../lib/viewer';
import { makeComment, makePost } from '../sample-posts.fixture';
import { mayDeleteComment, postPermissions } from './may-act-on-post';

const viewer = (patch: Partial<Viewer>): Viewer => ({
  name: 'Someone',
  username: 'someone',
  userId: 50,
  isManager: false,
  isAdministrator: false,
  siteClock: UTC_SITE_CLOCK,
  ...patch,
});

const moderator = viewer({ isManager: true });
const author = viewer({ userId: 7 });
const member = viewer({ userId: 8 });
const post = makePost({ user_id: 7, status: 'published' });

describe('postPermissions', () => {
  it('gives a moderator every action on a post of a space', () => {
    expect(postPermissions(moderator, post)).toEqual({
      pin: true,
      comments: true,
      publish: false,
      delete: true,
    });
    expect(postPermissions(viewer({ isAdministrator: true }), post).pin).toBe(true);
  });

  it('gives the author comments off or on and deleting, never the pin', () => {
    expect(postPermissions(author, post)).toEqual({
      pin: false,
      comments: true,
      publish: false,
      delete: true,
    });
  });

  it('gives anyone else nothing', () => {
    expect(Object.values(postPermissions(member, post))).toEqual([false, false, false, false]);
    expect(Object.values(postPermissions(viewer({ userId: undefined }), post))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('offers no pin outside a space', () => {
    expect(postPermissions(moderator, { ...post, space_id: null, space: null }).pin).toBe(false);
  });

  it('offers Publish on a post in review that saving again keeps whole', () => {
    const inReview = { ...post, status: 'pending', content_type: 'text' };
    const plain = { ...inReview, meta: {} };
    expect(postPermissions(moderator, plain).publish).toBe(true);
    expect(postPermissions(author, plain).publish).toBe(false);
    const survey = {
      ...plain,
      meta: { survey_config: { type: 'single_choice', options: [], end_date: null } },
    };
    expect(postPermissions(moderator, survey).publish).toBe(false);
    expect(
      postPermissions(moderator, { ...plain, meta: { media_items: [{ url: 'https://x/y.png' }] } })
        .publish,
    ).toBe(false);
    expect(postPermissions(moderator, { ...plain, content_type: 'document' }).publish).toBe(false);
  });
});

describe('mayDeleteComment', () => {
  it('lets the commenter and moderators delete a comment, no one else', () => {
    const comment = makeComment({ user_id: 8 });
    expect(mayDeleteComment(member, comment)).toBe(true);
    expect(mayDeleteComment(moderator, comment)).toBe(true);
    expect(mayDeleteComment(author, comment)).toBe(false);
  });
});
