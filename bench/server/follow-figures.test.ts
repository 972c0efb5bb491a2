import { describe, expect, it } from 'vitest';
import { followComparison, type FollowFigures } from './follow-figures';

const run = (tier: string, scale: number): FollowFigures => ({
  tier,
  posts: 200_000 * scale,
  comments: 450_000 * scale,
  reactions: 980_000 * scale,
  chunks: 382 * scale,
  chunksPerPoll: 8,
  baselineMs: 3_200 * scale,
  buildSeconds: 30 * scale,
  copyMb: 900 * scale,
  buildPeakMb: 600,
  quietP50Ms: 45,
  quietP99Ms: 210,
  busyP50Ms: 55,
  busyP99Ms: 88,
  turnMinutes: 4 * scale,
  deletionMinutes: 1,
  hiddenEditMinutes: 2,
  siteShare: 0.009,
});

describe('followComparison', () => {
  it('prints each figure of two tiers side by side with how it grew', () => {
    const lines = followComparison(run('200k', 1), run('2m', 10));
    expect(lines[0]).toMatch(/200k\s+2m\s+grew$/);
    expect(lines).toContainEqual(expect.stringMatching(/^posts\s+200,000\s+2,000,000\s+×10\.0$/));
    expect(lines).toContainEqual(
      expect.stringMatching(/^all ids checksummed within \(min\)\s+4\.0\s+40\.0\s+×10\.0$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^quiet polls, share of one connection \(%\)\s+0\.90\s+0\.90\s+×1\.0$/),
    );
  });

  it('reads a run from before the two turns as one turn of every column', () => {
    const lines = followComparison(run('200k', 1), {
      ...run('2m', 10),
      chunksPerPoll: 63,
      contentChunksPerPoll: 11,
      turnMinutes: 5,
      contentTurnMinutes: 30,
    });
    expect(lines).toContainEqual(
      expect.stringMatching(/^chunks a poll checksums in full\s+8\s+11\s+×1\.4$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^every column checksummed within \(min\)\s+4\.0\s+30\.0\s+×7\.5$/),
    );
  });
});
