import { getRequestListener, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { badRequest, internalError, toWordPressError, WpError } from '../errors';
import { errorCode, hostUnavailable, portForbidden, portInUse } from '../startup-errors';

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
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const wpError = tooLarge
    ? new WpError(431, 'rest_invalid_request', 'Request header fields too large.')
    : badRequest('Malformed HTTP request.');
  const body = JSON.stringify(toWordPressError(wpError));
  // A HEAD request must get no body, even when the rest of it could not be read.
  const head = error.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
  socket.end(
    `HTTP/1.1 ${wpError.status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=UTF-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${head ? '' : body}`,
  );
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

export function startHttpServer(
  fetch: FetchHandler,
  port: number,
  host: string,
): Promise<RunningServer> {
  const listener = getRequestListener(fetch, {
    errorHandler: (error) =>
      jsonError(
        error instanceof Error && error.name === 'RequestError'
          ? badRequest(error.message)
          : internalError(),
      ),
  });
  const server = createServer(listener);
  server.on('clientError', answerClientError);
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
