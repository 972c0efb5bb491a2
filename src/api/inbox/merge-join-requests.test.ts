import { describe, expect, it } from 'vitest';
import type { MembersResponse } from '../schemas/member';
import { joinRequestRow } from '../../test/inbox-site';
import { mergeJoinRequests } from './merge-join-requests';

const PER_PAGE = 2;

/** Page `page` of a space's requests (all of them given, oldest first), as a site pages them. */
function page(all: ReturnType<typeof joinRequestRow>[], page: number): MembersResponse {
  const data = all.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  const lastPage = Math.max(1, Math.ceil(all.length / PER_PAGE));
  return {
    members: {
      data,
      current_page: page,
      per_page: PER_PAGE,
      from: null,
      to: null,
      total: all.length,
      last_page: lastPage,
      has_more: page < lastPage,
    },
    pending_count: all.length + 1,
  };
}

const space = (slug: string) => ({ slug, title: slug });
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')} 08:00:00`;

const general = [
  joinRequestRow('G1', at(1)),
  joinRequestRow('G2', at(4)),
  joinRequestRow('G3', at(9)),
];
const design = [joinRequestRow('D1', at(2)), joinRequestRow('D2', at(3))];
const names = (merged: ReturnType<typeof mergeJoinRequests>) =>
  merged.shown.map(({ member }) => member.xprofile?.display_name);

describe('mergeJoinRequests', () => {
  it('merges every space oldest first, and counts what each space says waits', () => {
    const merged = mergeJoinRequests([
      { space: space('general'), pages: [page(general, 1), page(general, 2)] },
      { space: space('design-club'), pages: [page(design, 1)] },
    ]);
    expect(names(merged)).toEqual(['G1', 'D1', 'D2', 'G2', 'G3']);
    expect(merged.total).toBe(5);
    expect(merged.more).toEqual([]);
  });

  it('shows only as far as the order is sure, and names the space to read further', () => {
    const merged = mergeJoinRequests([
      { space: space('general'), pages: [page(general, 1)] },
      { space: space('design-club'), pages: [page(design, 1)] },
    ]);
    // general's unread G3 is younger than G2, the last it sent; D1 and D2 are older than G2.
    expect(names(merged)).toEqual(['G1', 'D1', 'D2', 'G2']);
    expect(merged.total).toBe(5);
    expect(merged.more).toEqual([{ slug: 'general', nextPage: 2 }]);
  });

  it('holds back what a space with more to read could still come before', () => {
    const early = [
      joinRequestRow('E1', at(1)),
      joinRequestRow('E2', at(2)),
      joinRequestRow('E3', at(3)),
    ];
    const late = [joinRequestRow('L1', at(5))];
    const merged = mergeJoinRequests([
      { space: space('early'), pages: [page(early, 1)] },
      { space: space('late'), pages: [page(late, 1)] },
    ]);
    expect(names(merged)).toEqual(['E1', 'E2']);
    expect(merged.total).toBe(4);
    expect(merged.more).toEqual([{ slug: 'early', nextPage: 2 }]);
  });

  it('shows the spaces that answered while others have not, and counts those only', () => {
    const merged = mergeJoinRequests([
      { space: space('general'), pages: [undefined] },
      { space: space('design-club'), pages: [page(design, 1)] },
    ]);
    expect(names(merged)).toEqual(['D1', 'D2']);
    expect(merged.total).toBe(2);
  });

  it('counts none in a space whose pending list was refused (its active members came)', () => {
    const refused = page(design, 1);
    refused.members.data = refused.members.data.map((row) => ({ ...row, status: 'active' }));
    const merged = mergeJoinRequests([
      { space: space('design-club'), pages: [refused] },
      { space: space('general'), pages: [page(general, 1), page(general, 2)] },
    ]);
    expect(names(merged)).toEqual(['G1', 'G2', 'G3']);
    expect(merged.total).toBe(3);
  });

  it('keeps the order for requests made the same second, by membership', () => {
    const same = [joinRequestRow('S2', at(1), 2), joinRequestRow('S1', at(1), 1)];
    const merged = mergeJoinRequests([
      { space: space('a'), pages: [page([same[0]!], 1)] },
      { space: space('b'), pages: [page([same[1]!], 1)] },
    ]);
    expect(names(merged)).toEqual(['S1', 'S2']);
  });
});
