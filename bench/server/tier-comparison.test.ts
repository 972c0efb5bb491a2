import { describe, expect, it } from 'vitest';
import { growth, tierComparison, type SavedRow } from './tier-comparison';

const row = (
  name: string,
  connections: number,
  p50: number,
  p99: number,
  rps: number,
): SavedRow => ({
  name,
  measurement: {
    connections,
    requests: 100,
    errors: 0,
    p50,
    p95: p99,
    p99,
    requestsPerSecond: rps,
  },
});

describe('tierComparison', () => {
  it('matches rows by name and connections and says how p50 grew', () => {
    const lines = tierComparison(
      [row('feed', 1, 2, 4, 400), row('feed', 16, 10, 20, 900)],
      [row('feed', 16, 30, 60, 300), row('feed', 1, 3, 8, 300), row('new', 1, 1, 1, 1)],
      ['200k', '2m'],
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^feed\s+16\s+10\.00\s+30\.00\s+20\.00\s+60\.00\s+900\s+300\s+×3\.0$/);
    expect(lines[2]).toMatch(/^feed\s+1\s+2\.00\s+3\.00\s+4\.00\s+8\.00\s+400\s+300\s+×1\.5$/);
    expect(lines[3]).toMatch(/^new\s+1\s+–\s+1\.00\s+–\s+1\.00\s+–\s+1\s+–$/);
  });

  it('gives no growth without both figures', () => {
    expect(growth(undefined, 3)).toBe('–');
    expect(growth(0, 3)).toBe('–');
    expect(growth(2, 5)).toBe('×2.5');
  });
});
