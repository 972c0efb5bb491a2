import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from '../../api/errors';
import { isWalkSnapshot, reviveError, toStoredError } from './walk-snapshot';

describe('walk snapshot errors', () => {
  it('keep an ApiError through plain data', () => {
    const error = new ApiError({
      kind: 'http',
      message: 'The site had an internal error (503).',
      url: 'https://site.test/wp-json/x',
      status: 503,
      code: 'down',
      issues: [{ path: 'a', message: 'b' }],
    });
    const stored = toStoredError(error);
    const revived = reviveError(JSON.parse(JSON.stringify(stored)) as typeof stored);
    expect(isApiError(revived)).toBe(true);
    expect(revived).toMatchObject({
      kind: 'http',
      status: 503,
      code: 'down',
      message: error.message,
    });
    expect((revived as ApiError).isTransient).toBe(true);
    expect((revived as ApiError).issues).toEqual([{ path: 'a', message: 'b' }]);
  });

  it('keep any other error as its name and message', () => {
    const revived = reviveError(toStoredError(new RangeError('too far')));
    expect(isApiError(revived)).toBe(false);
    expect(revived).toMatchObject({ name: 'RangeError', message: 'too far' });
    expect(reviveError(toStoredError('odd')).message).toBe('odd');
  });
});

describe('isWalkSnapshot', () => {
  it('tells a snapshot from anything else read back from the device', () => {
    const snapshot = { state: {}, complete: true, requests: 3, startedAt: 1, fetchedAt: 2 };
    expect(isWalkSnapshot(snapshot)).toBe(true);
    expect(isWalkSnapshot({ ...snapshot, fetchedAt: '2026-01-01' })).toBe(false);
    expect(isWalkSnapshot({ ...snapshot, state: null })).toBe(false);
    expect(isWalkSnapshot(null)).toBe(false);
  });
});
