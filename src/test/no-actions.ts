import type { ApiClient } from '../api/client';

/** The `post` of a fake client for tests that only read: any action fails the test. */
export const noActions: ApiClient['post'] = (route) =>
  Promise.reject(new Error(`This test sends no actions, yet ${route} was posted to`));
