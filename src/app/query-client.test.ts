import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { createQueryClient } from './query-client';

const failure = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({ kind: 'http', message: 'x', url: 'https://site.example/', ...init });

describe('createQueryClient', () => {
  it('retries network, timeout and 5xx failures only', () => {
    const client = createQueryClient({ onUnauthorized: () => undefined });
    const retry = client.getDefaultOptions().queries?.retry as (
      count: number,
      error: unknown,
    ) => boolean;
    expect(retry(0, failure({ kind: 'network' }))).toBe(true);
    expect(retry(1, failure({ kind: 'timeout' }))).toBe(true);
    expect(retry(0, failure({ status: 503 }))).toBe(true);
    expect(retry(2, failure({ status: 503 }))).toBe(false);
    expect(retry(0, failure({ status: 404 }))).toBe(false);
    expect(retry(0, failure({ status: 401 }))).toBe(false);
    expect(retry(0, failure({ kind: 'schema' }))).toBe(false);
    expect(retry(0, new Error('render bug'))).toBe(false);
  });

  it('reports a 401 from any query', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await client
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(failure({ status: 401 })) })
      .catch(() => undefined);
    await client
      .fetchQuery({ queryKey: ['y'], queryFn: () => Promise.reject(failure({ status: 403 })) })
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
