import { ApiError, type ApiErrorInit, isApiError } from '../../api/errors';
import type { WalkStop } from './walk-pages';

/**
 * What an insights query holds (and the device keeps): a walk's state and how it ended, all
 * plain data — times as epoch ms, a failure as its fields — so that it survives IndexedDB and
 * a reload unchanged. The hooks turn times back into Dates and failures back into errors.
 */
export interface WalkSnapshot<S> {
  /** What the walk read (rows, counts…): whole when `complete`, else enough to resume. */
  state: S;
  complete: boolean;
  /** Every request this data cost, over all the runs that built it (resumes included). */
  requests: number;
  /** When its first run began, epoch ms. */
  startedAt: number;
  /** When its last run ended, epoch ms. */
  fetchedAt: number;
  stoppedBy?: WalkStop;
  /** Why it failed, when `stoppedBy` is `'failed'`. */
  error?: StoredError;
}

/** An error as plain data: an `ApiError`'s own fields, or a name and a message. */
export interface StoredError {
  name: string;
  message: string;
  api?: ApiErrorInit;
}

/** An error as plain data, for the cache and the device. */
export function toStoredError(error: unknown): StoredError {
  if (isApiError(error)) {
    const api: ApiErrorInit = { kind: error.kind, message: error.message, url: error.url };
    if (error.status !== undefined) api.status = error.status;
    if (error.code !== undefined) api.code = error.code;
    if (error.serverMessage !== undefined) api.serverMessage = error.serverMessage;
    if (error.issues.length > 0) api.issues = error.issues;
    return { name: error.name, message: error.message, api };
  }
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

/** The error again: an `ApiError` (so the UI can branch on `kind`), or a plain `Error`. */
export function reviveError(stored: StoredError): Error {
  if (stored.api) return new ApiError(stored.api);
  const error = new Error(stored.message);
  error.name = stored.name;
  return error;
}

/** Data read back from the device looks like a snapshot (anything else is ignored). */
export function isWalkSnapshot(value: unknown): value is WalkSnapshot<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const snapshot = value as Record<string, unknown>;
  return (
    typeof snapshot.state === 'object' &&
    snapshot.state !== null &&
    typeof snapshot.complete === 'boolean' &&
    typeof snapshot.requests === 'number' &&
    typeof snapshot.startedAt === 'number' &&
    typeof snapshot.fetchedAt === 'number'
  );
}
