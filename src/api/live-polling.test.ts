import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import {
  LIVE_BACKOFF_CAP_MS,
  LIVE_REFRESH_MS,
  liveRefetchInterval,
  liveRetry,
  liveRetryDelay,
  refetchOnFocusUnlessRefused,
} from './live-polling';

const failure = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({ kind: 'http', message: 'failed', url: 'x', ...init });

describe('live polling', () => {
  it('polls every 30 seconds', () => {
    expect(LIVE_REFRESH_MS).toBe(30_000);
    expect(liveRefetchInterval({ state: { status: 'success', error: null } })).toBe(30_000);
    expect(liveRefetchInterval({ state: { status: 'pending', error: null } })).toBe(30_000);
  });

  it('backs off exponentially after consecutive failures, up to 5 minutes', () => {
    const schedule = [0, 1, 2, 3, 4, 10, 1000].map(liveRetryDelay);
    expect(schedule).toEqual([60_000, 120_000, 240_000, 300_000, 300_000, 300_000, 300_000]);
    expect(LIVE_BACKOFF_CAP_MS).toBe(300_000);
  });

  it('never waits less than a poll or more than the cap, whatever it is given', () => {
    for (const odd of [-1, Number.NaN, Number.POSITIVE_INFINITY, 0.5]) {
      const delay = liveRetryDelay(odd);
      expect(delay).toBeGreaterThanOrEqual(LIVE_REFRESH_MS);
      expect(delay).toBeLessThanOrEqual(LIVE_BACKOFF_CAP_MS);
    }
  });

  it('retries only failures that may pass, for as long as they last', () => {
    expect(liveRetry(0, failure({ kind: 'network' }))).toBe(true);
    expect(liveRetry(50, failure({ kind: 'timeout' }))).toBe(true);
    expect(liveRetry(3, failure({ status: 503 }))).toBe(true);
    expect(liveRetry(0, failure({ status: 401 }))).toBe(false);
    expect(liveRetry(0, failure({ status: 422 }))).toBe(false);
    expect(liveRetry(0, failure({ kind: 'schema' }))).toBe(false);
    expect(liveRetry(0, new Error('boom'))).toBe(false);
  });

  it('waits the longest back-off after a failure retrying cannot help', () => {
    const error = failure({ status: 422, code: 'fcom_invalid_space' });
    expect(liveRefetchInterval({ state: { status: 'error', error } })).toBe(LIVE_BACKOFF_CAP_MS);
    expect(liveRefetchInterval({ state: { status: 'error', error: new Error('x') } })).toBe(
      LIVE_BACKOFF_CAP_MS,
    );
  });

  it('stops after a refusal of this account: asking again gets the same answer', () => {
    for (const error of [
      failure({ status: 401 }),
      failure({ status: 403 }),
      failure({ status: 422, code: 'permission_failed' }),
    ]) {
      expect(liveRefetchInterval({ state: { status: 'error', error } })).toBe(false);
    }
  });

  it('refreshes on focus as asked, but not after a refusal of this account', () => {
    const always = refetchOnFocusUnlessRefused('always');
    expect(always({ state: { status: 'success', error: null } })).toBe('always');
    expect(always({ state: { status: 'error', error: failure({ status: 503 }) } })).toBe('always');
    expect(always({ state: { status: 'error', error: failure({ status: 403 }) } })).toBe(false);
    const whenStale = refetchOnFocusUnlessRefused(true);
    expect(whenStale({ state: { status: 'pending', error: null } })).toBe(true);
    expect(
      whenStale({
        state: { status: 'error', error: failure({ status: 422, code: 'permission_failed' }) },
      }),
    ).toBe(false);
  });
});
