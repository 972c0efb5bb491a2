import { getRequestListener } from '@hono/node-server';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { badRequest, internalError, toWordPressError, WpError } from '../errors';

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

type FetchHandler = (request: Request) => Response | Promise<Response>;

function jsonError(error: WpError): Response {
  return new Response(JSON.stringify(toWordPressError(error)), {
    status: error.status,
    headers: { 'Content-Type': 'application/json; charset=UTF-8' },
  });
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
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
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
