import { describe, expect, it } from 'vitest';
import { CHECKSUM_TURN_MS, CHUNKS_PER_POLL, chunksForPoll } from './follow-site';

/** Polls a turn may take when the site is polled every 5 s, the default. */
const POLLS_PER_TURN = CHECKSUM_TURN_MS / 5_000;

describe('chunksForPoll', () => {
  it('checksums the usual few chunks a poll at 200k posts (a turn in 4 minutes)', () => {
    expect(chunksForPoll(382, CHUNKS_PER_POLL, POLLS_PER_TURN)).toBe(8);
  });

  it('checksums more a poll on a larger site, so that a whole turn still takes 5 minutes', () => {
    const perPoll = chunksForPoll(3_900, CHUNKS_PER_POLL, POLLS_PER_TURN);
    expect(perPoll).toBe(65);
    expect(Math.ceil(3_900 / perPoll) * 5).toBeLessThanOrEqual(CHECKSUM_TURN_MS / 1000);
  });

  it('never asks for more chunks than there are, and without a pace takes the minimum', () => {
    expect(chunksForPoll(5, CHUNKS_PER_POLL, POLLS_PER_TURN)).toBe(5);
    expect(chunksForPoll(3_900, 1, Infinity)).toBe(1);
    expect(chunksForPoll(0, CHUNKS_PER_POLL, POLLS_PER_TURN)).toBe(0);
  });
});
