import { getRequestListener, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { badRequest, internalError, toWordPressError, WpError } from '../errors';
import { errorCode } from '../lib/system-error';
import { hostUnavailable, portForbidden, portInUse } from '../startup-errors';
import {
  DEFAULT_CONNECTION_LIMITS,
  limitConnections,
  timeoutOptions,
  type ConnectionLimits,
} from './connection-limits';

/**
 * The Node HTTP server around the app. Requests Node or the adapter cannot even parse (a
 * backslash in the path, a bad Host header, oversized headers) never reach Hono; they too are
 * answered with WordPress-style JSON instead of an empty 400.
 */
export interface RunningServer {
  server: Server;
  /** e.g. http://127.0.0.1:8787 (the real port when 0 was asked for). */
  url: string;
  close(): Promise<void>;
}

/** `bindings` (Node's request and response) become the app's `c.env`: the socket's addresses. */
export type FetchHandler = (
  request: Request,
  bindings?: HttpBindings | Http2Bindings,
) => Response | Promise<Response>;

function jsonError(error: WpError): Response {
  return new Response(JSON.stringify(toWordPressError(error)), {
    status: error.status,
    headers: { 'Content-Type': 'application/json; charset=UTF-8' },
  });
}

/**
 * The answer to a request that arrives after the port is bound but before the data is ready
 * (the server binds first, so that a busy port fails at once rather than after a seed).
 */
export function stillStarting(): Response {
  const response = jsonError(
    new WpError(503, 'community_desk_starting', 'The server is starting. Try again in a moment.'),
  );
  response.headers.set('Retry-After', '1');
  return response;
}

function answerClientError(
  error: Error & { code?: string; rawPacket?: Buffer },
  socket: Socket,
): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [wpError, reason] = clientErrorAnswer(error.code);
  const body = JSON.stringify(toWordPressError(wpError));
  // A HEAD request must get no body, even when the rest of it could not be read.
  const head = error.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
  socket.end(
    `HTTP/1.1 ${wpError.status} ${reason}\r\n` +
      'Content-Type: application/json; charset=UTF-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${head ? '' : body}`,
  );
  // Closed once the answer is out, whether or not the client ever reads it or closes its end:
  // a connection left half-open would hold its file descriptor (connection-limits.ts).
  socket.destroySoon();
}

function clientErrorAnswer(code: string | undefined): [WpError, string] {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return [
      new WpError(431, 'rest_invalid_request', 'Request header fields too large.'),
      'Request Header Fields Too Large',
    ];
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return [
      new WpError(408, 'rest_request_timeout', 'The request took too long to arrive.'),
      'Request Timeout',
    ];
  }
  return [badRequest('Malformed HTTP request.'), 'Bad Request'];
}

/** Why listening failed, as a StartupError naming the port or host when we know the cause. */
function listenError(error: Error, port: number, host: string): Error {
  const code = errorCode(error);
  if (code === 'EADDRINUSE') return portInUse(port, host);
  if (code === 'EACCES' || code === 'EPERM') return portForbidden(port, host);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return hostUnavailable(host);
  }
  return error;
}

export interface HttpServerOptions {
  /** Default DEFAULT_CONNECTION_LIMITS. */
  limits?: ConnectionLimits;
  /** Where the connection limits say they refuse; default console.warn. */
  log?: (line: string) => void;
}

export function startHttpServer(
  fetch: FetchHandler,
  port: number,
  host: string,
  { limits = DEFAULT_CONNECTION_LIMITS, log = console.warn }: HttpServerOptions = {},
): Promise<RunningServer> {
  const listener = getRequestListener(fetch, {
    errorHandler: (error) =>
      jsonError(
        error instanceof Error && error.name === 'RequestError'
          ? badRequest(error.message)
          : internalError(),
      ),
  });
  const server = createServer(timeoutOptions(limits), listener);
  server.on('clientError', answerClientError);
  limitConnections(server, limits, log);
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(listenError(error, port, host));
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      const address = server.address() as AddressInfo;
      const hostname = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve({
        server,
        url: `http://${hostname}:${address.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeIdleConnections();
          }),
      });
    });
  });
}
