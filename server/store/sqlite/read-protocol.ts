/**
 * What the server thread and a read worker say to each other (read-pool.ts ↔ read-worker.ts).
 * Values cross by structured clone: the repositories answer with plain rows, arrays, Maps and
 * Sets, which all survive it (pooled-store.test.ts compares every Store method with the
 * in-process store). No zod here: it would double a worker's startup, and both ends are ours —
 * the checks below only catch a programming error early.
 */
import { errorCode } from '../../lib/system-error';

/** Run `repositories[repository][method](...args)`; `id` pairs the reply with the request. */
export interface ReadRequest {
  id: number;
  repository: string;
  method: string;
  args: unknown[];
}

/** An error as it crosses back: what the server needs to log it and to tell it apart. */
export interface RemoteError {
  name: string;
  message: string;
  stack: string | undefined;
  /** SqliteError's SQLITE_… code, when there is one. */
  code: string | undefined;
}

export type ReadReply =
  | { kind: 'ready' }
  | { kind: 'result'; id: number; value: unknown }
  | { kind: 'failure'; id: number; error: RemoteError };

/**
 * Tests only: while `gate[0]` is 0, the worker holds these calls (`repository.method`) before
 * running them, blocking its thread as a slow statement would; storing 1 and notifying lets
 * them through. Null in the server.
 */
export interface HeldCalls {
  gate: Int32Array;
  calls: readonly string[];
}

export interface ReadWorkerData {
  file: string;
  held: HeldCalls | null;
  /** Run below normal priority (general workers, read-pool.ts). */
  lowPriority: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function isReadRequest(value: unknown): value is ReadRequest {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.repository === 'string' &&
    typeof value.method === 'string' &&
    Array.isArray(value.args)
  );
}

export function isReadWorkerData(value: unknown): value is ReadWorkerData {
  if (!isRecord(value) || typeof value.file !== 'string' || value.file === '') return false;
  if (typeof value.lowPriority !== 'boolean') return false;
  const { held } = value;
  return (
    held === null ||
    (isRecord(held) &&
      held.gate instanceof Int32Array &&
      Array.isArray(held.calls) &&
      held.calls.every((call) => typeof call === 'string'))
  );
}

export function toRemoteError(error: unknown): RemoteError {
  if (!(error instanceof Error)) {
    return { name: 'Error', message: String(error), stack: undefined, code: undefined };
  }
  return { name: error.name, message: error.message, stack: error.stack, code: errorCode(error) };
}

/** The worker's error on this thread, keeping its name, code and the worker's stack. */
export function fromRemoteError(remote: RemoteError): Error {
  const error = Object.assign(new Error(remote.message), remote.code ? { code: remote.code } : {});
  error.name = remote.name;
  if (remote.stack) error.stack = remote.stack;
  return error;
}
