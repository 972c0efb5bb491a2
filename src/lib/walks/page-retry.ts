import { isApiError } from '../../api/errors';
import type { RetryPolicy } from './walk-pages';

/**
 * The retry rule of a walk's pages, as the app's queries have it (app/query-client.ts): only
 * what may succeed on a second try (network, time-out, 5xx), twice, after 2 s then 4 s. One
 * flaky answer among two hundred pages then does not stop the walk; a 4xx or a schema mismatch
 * would not change by retrying.
 */
export const retryTransientPage: RetryPolicy = (error, attempt) =>
  isApiError(error) && error.isTransient && attempt <= 2
    ? Math.min(1000 * 2 ** attempt, 8000)
    : null;
