import type { ApiClient } from '../api/client';

/** The `act` of a fake client for tests that only read: any action fails the test. */
export const noActions: ApiClient['act'] = (route) =>
  Promise.reject(new Error(`This test sends no actions, yet ${route} was sent to`));
