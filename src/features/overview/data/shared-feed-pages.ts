import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { ENDPOINTS, restRoute } from '../../../../contract';
import { schemaError, type ApiClient } from '../../../api/client';
import { feedWalkParams } from './feed-walk-params';

/**
 * One request for one feed page, whichever walks want it at the same moment. The overview
 * starts several walks over the same `latest` feed together (the cards' counts, the weekly
 * counts, the month's posts), and each begins at page 1: without this, the site would be asked
 * for the same 100 posts three or four times (on a real site, ~450 KB and a second each).
 *
 * A page is shared while it is on its way and for `REUSE_MS` after it came (long enough for
 * walks started together, short enough that a walk does not read an old page beside fresh
 * ones). Each walk parses the answer with its own schema (the counts only read dates). A walk
 * that is cancelled stops waiting; the request itself is aborted only when no walk waits for it.
 * A failed request is forgotten at once, so a retry asks again.
 */
export const REUSE_MS = 5_000;

interface SharedPage {
  answer: Promise<unknown>;
  controller: AbortController;
  waiting: number;
  /** When the answer came; null while it is on its way. */
  settledAt: number | null;
}

const pagesOf = new WeakMap<ApiClient, Map<string, SharedPage>>();

function pages(client: ApiClient): Map<string, SharedPage> {
  let map = pagesOf.get(client);
  if (!map) {
    map = new Map();
    pagesOf.set(client, map);
  }
  return map;
}

function abortError(signal: AbortSignal): unknown {
  // What a cancelled walk rejects with, which it ends on quietly: no person reads it.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a DOM exception's name and note (above)
  return signal.reason ?? new DOMException('The walk was cancelled.', 'AbortError');
}

/** Waits for `answer`, or rejects as soon as `signal` aborts. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal | undefined, onAbort: () => void) {
  if (!signal) return answer;
  if (signal.aborted) {
    onAbort();
    return Promise.reject(abortError(signal));
  }
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      onAbort();
      reject(abortError(signal));
    };
    signal.addEventListener('abort', abort, { once: true });
    answer.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error);
      },
    );
  });
}

/**
 * A `latest` page of the feed (or of one space's), parsed with `schema`; asked once however
 * many walks want it together (see above).
 */
export async function sharedFeedPage<S extends core.$ZodType>(
  client: ApiClient,
  request: { space: string | null; page: number; perPage: number; signal?: AbortSignal },
  schema: S,
  now: () => number = Date.now,
): Promise<core.output<S>> {
  const { space, page, perPage, signal } = request;
  const params = feedWalkParams(space, page, perPage);
  const key = JSON.stringify([space, page, perPage]);
  const map = pages(client);
  let shared = map.get(key);
  if (shared && shared.settledAt !== null && now() - shared.settledAt > REUSE_MS) {
    map.delete(key);
    shared = undefined;
  }
  if (!shared) {
    const controller = new AbortController();
    const entry: SharedPage = {
      controller,
      waiting: 0,
      settledAt: null,
      answer: client.get(restRoute(ENDPOINTS.feeds), {
        schema: z.unknown(),
        params,
        signal: controller.signal,
      }),
    };
    entry.answer.then(
      () => {
        entry.settledAt = now();
      },
      () => {
        if (map.get(key) === entry) map.delete(key);
      },
    );
    map.set(key, entry);
    shared = entry;
  }
  const entry = shared;
  entry.waiting += 1;
  let left = false;
  const leave = () => {
    if (left) return;
    left = true;
    entry.waiting -= 1;
    if (entry.waiting === 0 && entry.settledAt === null) {
      entry.controller.abort();
      if (map.get(key) === entry) map.delete(key);
    }
  };
  try {
    const raw = await untilAborted(entry.answer, signal, leave);
    const parsed = z.safeParse(schema, raw);
    if (!parsed.success) throw schemaError(restRoute(ENDPOINTS.feeds), parsed.error.issues);
    return parsed.data;
  } finally {
    leave();
  }
}
