import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientKey } from './client-address';

/**
 * How many connections the server holds, and for how long (docs/decisions/029). Each open
 * connection costs a file descriptor; idle ones held open by the thousand once used them all,
 * and then every new request was refused until Node's own timeouts (60 s for headers, checked
 * every 30 s) closed them. So: a connection that has not sent its headers within
 * `headersTimeoutMs` closes (checked every second), one address (an IPv6 /64) holds at most
 * `perAddress` connections, and the server at most `total`; above either, a new connection is
 * closed at once, and a log line says so, once until the pressure is over.
 */
export interface ConnectionLimits {
  total: number;
  perAddress: number;
  /** From connecting (or the previous answer) to the end of a request's headers. */
  headersTimeoutMs: number;
  /** From connecting to the end of a request's body. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection closes after this long. */
  keepAliveTimeoutMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  total: 1000,
  perAddress: 100,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
};

/** How often Node looks for connections past their header or request timeout. */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** Node's own options for the timeouts (`http.createServer`). */
export function timeoutOptions(limits: ConnectionLimits) {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_INTERVAL_MS, limits.headersTimeoutMs),
  };
}

/** Caps `server`'s connections in total and per address, logging each refusal spell once. */
export function limitConnections(
  server: Server,
  limits: ConnectionLimits,
  log: (line: string) => void,
): void {
  const open = new Map<string, number>();
  const addressesLogged = new Set<string>();
  let total = 0;
  let totalLogged = false;

  // Node closes a connection over `maxConnections` before the server sees it, then says so.
  server.maxConnections = limits.total;
  server.on('drop', () => {
    if (totalLogged) return;
    totalLogged = true;
    log(
      `Connections: ${limits.total} are open, the most this server holds (MAX_CONNECTIONS); ` +
        `new ones are closed at once until idle ones time out (within ` +
        `${limits.headersTimeoutMs / 1000} s).`,
    );
  });

  server.on('connection', (socket: Socket) => {
    const address = clientKey(socket.remoteAddress);
    const count = open.get(address) ?? 0;
    if (count >= limits.perAddress) {
      socket.destroy();
      if (!addressesLogged.has(address)) {
        addressesLogged.add(address);
        log(
          `Connections: ${address} holds ${count}, the most one address may ` +
            `(MAX_CONNECTIONS_PER_ADDRESS); its new ones are closed at once until some close.`,
        );
      }
      return;
    }
    open.set(address, count + 1);
    total += 1;
    socket.once('close', () => {
      total -= 1;
      // Half the cap again: the spell is over, and the next one is logged.
      if (total <= limits.total / 2) totalLogged = false;
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else {
        open.delete(address);
        addressesLogged.delete(address);
      }
    });
  });
}
