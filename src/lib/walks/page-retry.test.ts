import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { retryTransientPage } from './page-retry';

const apiError = (kind: 'network' | 'http', status?: number) =>
  new ApiError({ kind, message: 'x', url: 'u', ...(status === undefined ? {} : { status }) });

describe('retryTransientPage', () => {
  it('retries what may pass on a second try, twice, waiting longer each time', () => {
    expect(retryTransientPage(apiError('network'), 1)).toBe(2000);
    expect(retryTransientPage(apiError('http', 503), 2)).toBe(4000);
    expect(retryTransientPage(apiError('http', 503), 3)).toBeNull();
  });

  it('does not retry what a retry cannot change', () => {
    expect(retryTransientPage(apiError('http', 404), 1)).toBeNull();
    expect(retryTransientPage(new Error('schema'), 1)).toBeNull();
  });
});
