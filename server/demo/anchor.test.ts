import { describe, expect, it } from 'vitest';
import { seedAnchorFromEnv } from '../config';
import {
  BadAnchorError,
  floorToMinute,
  parseAnchor,
  resolveAnchor,
  SEED_ANCHOR_ENV,
} from './anchor';

describe('the seed anchor', () => {
  it('reads ISO 8601 dates and date-times with a zone, floored to the minute', () => {
    expect(parseAnchor('2026-11-20T12:00:00Z').toISOString()).toBe('2026-11-20T12:00:00.000Z');
    expect(parseAnchor(' 2026-11-20T12:34:56.789Z ').toISOString()).toBe(
      '2026-11-20T12:34:00.000Z',
    );
    expect(parseAnchor('2026-11-20T12:00+02:00').toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(parseAnchor('2026-11-20').toISOString()).toBe('2026-11-20T00:00:00.000Z');
  });

  it('refuses anything else, local times included (they would depend on the machine)', () => {
    for (const text of ['', 'now', '2026-11-20T12:00:00', '20261120', '2026-13-45T00:00Z']) {
      expect(() => parseAnchor(text), text).toThrow(BadAnchorError);
    }
  });

  it('is the one asked for, else SEED_ANCHOR, else now; always a whole minute', () => {
    const now = new Date('2026-11-24T13:24:23.456Z');
    // As the seed commands choose: the flag, else the environment (config.ts), else now.
    const anchor = (asked: Date | undefined, env: NodeJS.ProcessEnv) =>
      resolveAnchor(asked ?? seedAnchorFromEnv(env), now);
    const env = { [SEED_ANCHOR_ENV]: '2027-01-02T03:04:05Z' };
    expect(anchor(new Date('2026-05-06T07:08:09Z'), env).toISOString()).toBe(
      '2026-05-06T07:08:00.000Z',
    );
    expect(anchor(undefined, env).toISOString()).toBe('2027-01-02T03:04:00.000Z');
    expect(anchor(undefined, { [SEED_ANCHOR_ENV]: ' ' }).toISOString()).toBe(
      '2026-11-24T13:24:00.000Z',
    );
    expect(anchor(undefined, {})).toEqual(floorToMinute(now));
    expect(() => anchor(new Date(Number.NaN), {})).toThrow(BadAnchorError);
    expect(() => anchor(undefined, { [SEED_ANCHOR_ENV]: 'soon' })).toThrow(BadAnchorError);
  });
});
