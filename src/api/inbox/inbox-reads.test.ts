import { describe, expect, it } from 'vitest';
import type { FeedsResponse } from '../schemas/feed';
import { pendingProfile, postInReview } from '../../test/inbox-site';
import { inboxTotal, inboxTotalText } from './inbox-total';
import { readPendingProfiles, type PendingProfilesAnswer } from './pending-profiles';
import { readPostsInReview } from './posts-in-review';

function feedPage(posts: FeedsResponse['feeds']['data'], hasMore: boolean): FeedsResponse {
  return {
    feeds: {
      data: posts,
      current_page: 1,
      per_page: 10,
      from: null,
      to: null,
      total: 0,
      has_more: hasMore,
    },
    sticky: null,
  };
}

function profilesPage(
  profiles: ReturnType<typeof pendingProfile>[],
  total: number,
): PendingProfilesAnswer {
  return {
    status: 'listed',
    page: {
      data: profiles,
      current_page: 1,
      per_page: 20,
      from: 1,
      to: profiles.length,
      total,
      last_page: 1,
      has_more: false,
    },
  };
}

describe('readPostsInReview', () => {
  it('lists the pending posts, each once, and says when more may wait', () => {
    const a = postInReview('A', '2026-11-01 00:00:00');
    const b = postInReview('B', '2026-11-02 00:00:00');
    const read = readPostsInReview([feedPage([a, b], true), feedPage([b], false)]);
    expect(read.posts.map((post) => post.title)).toEqual(['A', 'B']);
    expect(read.mayHaveMore).toBe(false);
    expect(readPostsInReview([feedPage([a, b], true)]).mayHaveMore).toBe(true);
  });

  it('keeps only pending posts where the site ignores the filter (real Core sites)', () => {
    const published = { ...postInReview('P', '2026-11-01 00:00:00'), status: 'published' };
    const pending = postInReview('Q', '2026-11-02 00:00:00');
    const read = readPostsInReview([feedPage([published, pending], true)]);
    expect(read.posts.map((post) => post.title)).toEqual(['Q']);
    expect(read.filterIgnored).toBe(true);
    // Its every post is on the next pages: no floor ("1+") is claimed for them, in the inbox's
    // count or the sidebar's.
    expect(read.mayHaveMore).toBe(false);
  });
});

describe('readPendingProfiles', () => {
  it('counts every profile waiting, read or not', () => {
    const read = readPendingProfiles([
      profilesPage([pendingProfile('A', '2026-11-01 00:00:00')], 7),
    ]);
    expect(read).toMatchObject({ refused: false, total: 7 });
    expect(read.profiles).toHaveLength(1);
  });

  it('reads a refusal, or active profiles in place of pending ones, as no section', () => {
    expect(readPendingProfiles([{ status: 'refused' }]).refused).toBe(true);
    const active = { ...pendingProfile('B', '2026-11-01 00:00:00'), status: 'active' };
    expect(readPendingProfiles([profilesPage([active], 300)])).toEqual({
      refused: true,
      profiles: [],
      total: 0,
    });
  });
});

describe('inboxTotal', () => {
  it('adds what the account may act on, a floor while posts may hold more', () => {
    const total = inboxTotal({
      joinRequests: 12,
      postsInReview: { count: 10, mayHaveMore: true },
      pendingProfiles: 3,
    });
    expect(total).toEqual({ count: 25, atLeast: true });
    expect(inboxTotalText(total)).toBe('25+');
    expect(inboxTotal({ joinRequests: 2, postsInReview: null, pendingProfiles: null })).toEqual({
      count: 2,
      atLeast: false,
    });
  });
});
