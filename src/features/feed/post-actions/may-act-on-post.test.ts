import { describe, expect, it } from 'vitest';
import { UTC_SITE_CLOCK } from '../../../lib/site-clock';
import type { Viewer } from '../../../lib/viewer';
import { makeComment, makePost } from '../../../test/sample-posts';
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
/** The spaces the viewer moderates: none, or the post's own. */
const NONE: ReadonlySet<number> = new Set();
const ITS_SPACE: ReadonlySet<number> = new Set([post.space_id!]);

describe('postPermissions', () => {
  it('gives a moderator every action on a post of a space', () => {
    expect(postPermissions(moderator, NONE, post)).toEqual({
      pin: true,
      comments: true,
      publish: false,
      delete: true,
    });
    expect(postPermissions(viewer({ isAdministrator: true }), NONE, post).pin).toBe(true);
  });

  it('gives the author comments off or on and deleting, never the pin', () => {
    expect(postPermissions(author, NONE, post)).toEqual({
      pin: false,
      comments: true,
      publish: false,
      delete: true,
    });
  });

  it('gives anyone else nothing', () => {
    expect(Object.values(postPermissions(member, NONE, post))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(Object.values(postPermissions(viewer({ userId: undefined }), NONE, post))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('offers no pin outside a space', () => {
    expect(postPermissions(moderator, NONE, { ...post, space_id: null, space: null }).pin).toBe(
      false,
    );
  });

  it('offers Publish on a post in review that saving again keeps whole', () => {
    const inReview = { ...post, status: 'pending', content_type: 'text' };
    const plain = { ...inReview, meta: {} };
    expect(postPermissions(moderator, NONE, plain).publish).toBe(true);
    expect(postPermissions(author, NONE, plain).publish).toBe(false);
    const survey = {
      ...plain,
      meta: { survey_config: { type: 'single_choice', options: [], end_date: null } },
    };
    expect(postPermissions(moderator, NONE, survey).publish).toBe(false);
    expect(
      postPermissions(moderator, NONE, {
        ...plain,
        meta: { media_items: [{ url: 'https://x/y.png' }] },
      }).publish,
    ).toBe(false);
    expect(postPermissions(moderator, NONE, { ...plain, content_type: 'document' }).publish).toBe(
      false,
    );
  });
});

describe('mayDeleteComment', () => {
  it('lets the commenter and moderators delete a comment, no one else', () => {
    const comment = makeComment({ user_id: 8 });
    expect(mayDeleteComment(member, NONE, post, comment)).toBe(true);
    expect(mayDeleteComment(moderator, NONE, post, comment)).toBe(true);
    expect(mayDeleteComment(author, NONE, post, comment)).toBe(false);
  });
});

describe("a space's own moderators and admins", () => {
  // behaviour.md, "Writes: posts and comments": a space's admins and moderators are
  // moderators of its posts (User::getSpacePermissions), there only.
  it('may pin, turn comments off, publish and delete the posts of their space', () => {
    const inReview = { ...post, status: 'pending', content_type: 'text', meta: {} };
    expect(postPermissions(member, ITS_SPACE, inReview)).toEqual({
      pin: true,
      comments: true,
      publish: true,
      delete: true,
    });
  });

  it('may do nothing to the posts of another space, or outside any space', () => {
    const elsewhere = { ...post, space_id: post.space_id! + 1 };
    expect(Object.values(postPermissions(member, ITS_SPACE, elsewhere))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    const outside = { ...post, space_id: null, space: null };
    expect(Object.values(postPermissions(member, ITS_SPACE, outside))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("may delete anyone's comment on a post of their space, not elsewhere", () => {
    const comment = makeComment({ user_id: 9 });
    expect(mayDeleteComment(member, ITS_SPACE, post, comment)).toBe(true);
    expect(mayDeleteComment(member, NONE, post, comment)).toBe(false);
    expect(
      mayDeleteComment(member, ITS_SPACE, { ...post, space_id: post.space_id! + 1 }, comment),
    ).toBe(false);
  });
});
