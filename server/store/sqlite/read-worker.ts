import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { openReaderFile } from './open-reader';
import {
  isReadRequest,
  isReadWorkerData,
  toRemoteError,
  type HeldCalls,
  type ReadReply,
} from './read-protocol';
import { createRepositories } from './repositories';

/**
 * A read worker (docs/decisions/016): its own read-only connection to the server's database,
 * the same synchronous repositories as the in-process store, and one request at a time from
 * read-pool.ts. SQLite blocks this thread, never the server's event loop. Started through
 * read-worker-entry.mjs, which lets Node load this TypeScript.
 */

/** Nice 10: about a tenth of the CPU weight of a normal thread when both want to run. */
const LOW_PRIORITY_NICE = 10;

const port = parentPort;
if (!port) throw new Error('read-worker.ts runs as a worker thread (see read-pool.ts)');

if (!isReadWorkerData(workerData)) {
  throw new Error('A read worker needs { file, held, lowPriority }');
}
const { file, held, lowPriority } = workerData;
// On Linux a nice value belongs to a thread, so this lowers this worker only: its long
// statements then yield the CPU to the event loop and the lane worker. Elsewhere it would
// lower the whole server, so it is left alone. Raising one's nice value needs no privilege.
if (lowPriority && process.platform === 'linux') setPriority(0, LOW_PRIORITY_NICE);
const repositories: Record<string, Record<string, unknown>> = createRepositories(
  openReaderFile(file),
);

function holdWhileGateShut(name: string, hold: HeldCalls | null): void {
  if (!hold?.calls.includes(name)) return;
  while (Atomics.load(hold.gate, 0) === 0) Atomics.wait(hold.gate, 0, 0);
}

function run(repository: string, method: string, args: unknown[]): unknown {
  const methods = Object.hasOwn(repositories, repository) ? repositories[repository] : undefined;
  const fn = methods && Object.hasOwn(methods, method) ? methods[method] : undefined;
  if (typeof fn !== 'function') throw new Error(`No repository method ${repository}.${method}`);
  holdWhileGateShut(`${repository}.${method}`, held);
  return fn(...args);
}

port.on('message', (message: unknown) => {
  if (!isReadRequest(message)) {
    throw new Error('A read worker takes { id, repository, method, args }');
  }
  const request = message;
  let reply: ReadReply;
  try {
    reply = {
      kind: 'result',
      id: request.id,
      value: run(request.repository, request.method, request.args),
    };
  } catch (error) {
    reply = { kind: 'failure', id: request.id, error: toRemoteError(error) };
  }
  try {
    port.postMessage(reply);
  } catch (error) {
    // A result that cannot be cloned (a repository returned a function, a class…): a bug to
    // report, not a reason to leave the request waiting.
    port.postMessage({
      kind: 'failure',
      id: request.id,
      error: toRemoteError(error),
    } satisfies ReadReply);
  }
});
port.postMessage({ kind: 'ready' } satisfies ReadReply);
