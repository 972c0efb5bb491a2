import { get as httpGet } from 'node:http';
import { connect, type Socket } from 'node:net';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { StartupError } from '../startup-errors';
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './connection-limits';
import { startHttpServer, stillStarting, type RunningServer } from './node-server';

async function listen(port = 0): Promise<RunningServer> {
  const running = await startHttpServer(stillStarting, port, '127.0.0.1');
  onTestFinished(() => running.close());
  return running;
}

describe('the Node HTTP server', () => {
  it('answers 503 in WordPress JSON while the data is still being prepared', async () => {
    const running = await listen();
    const response = await fetch(`${running.url}/wp-json/fluent-community/v2/feeds`);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('1');
    expect(await response.json()).toEqual({
      code: 'community_desk_starting',
      message: 'The server is starting. Try again in a moment.',
      data: { status: 503 },
    });
  });

  it('names a port already in use, as a StartupError', async () => {
    const first = await listen();
    const port = Number(new URL(first.url).port);
    const refusal = await startHttpServer(stillStarting, port, '127.0.0.1').catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(StartupError);
    expect((refusal as StartupError).failure).toBe('port-in-use');
    expect((refusal as StartupError).message).toBe(
      `port ${port} on 127.0.0.1 is already in use. Stop the program listening there, or ` +
        `choose another port with --port or PORT.`,
    );
  });
});

/** Opens `count` connections from `localAddress` that never send a thing. */
async function idleSockets(url: string, count: number, localAddress: string): Promise<Socket[]> {
  const { hostname, port } = new URL(url);
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect({ host: hostname, port: Number(port), localAddress });
          socket.once('connect', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  onTestFinished(() => sockets.forEach((socket) => socket.destroy()));
  for (const socket of sockets) socket.on('error', () => undefined);
  return sockets;
}

/** Resolves once the server has closed `count` of `sockets`. */
function closedByServer(sockets: Socket[], count: number): Promise<void> {
  let closed = 0;
  return new Promise((resolve) => {
    for (const socket of sockets) {
      socket.once('close', () => {
        closed += 1;
        if (closed === count) resolve();
      });
    }
  });
}

/** A GET sent from `localAddress`, with the status it gets. */
function getFrom(url: string, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { localAddress, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.once('error', reject);
  });
}

async function listenWith(limits: Partial<ConnectionLimits>, log: (line: string) => void) {
  const running = await startHttpServer(stillStarting, 0, '127.0.0.1', {
    limits: { ...DEFAULT_CONNECTION_LIMITS, ...limits },
    log,
  });
  onTestFinished(() => {
    running.server.closeAllConnections();
    return running.close();
  });
  return running;
}

describe('connections (docs/decisions/029)', () => {
  it('keeps one address to its share: the rest of its connections close, another address is served', async () => {
    const log = vi.fn();
    const running = await listenWith({ perAddress: 64 }, log);
    const sockets = await idleSockets(running.url, 300, '127.0.0.1');
    await closedByServer(sockets, 300 - 64);
    expect(sockets.filter((socket) => !socket.destroyed)).toHaveLength(64);
    expect(await getFrom(running.url, '127.0.0.2')).toBe(503);
    expect(log.mock.calls).toEqual([
      [
        'Connections: 127.0.0.1 holds 64, the most one address may (MAX_CONNECTIONS_PER_ADDRESS); ' +
          'its new ones are closed at once until some close.',
      ],
    ]);
  });

  it('holds at most the total, saying so once', async () => {
    const log = vi.fn();
    const running = await listenWith({ total: 40, perAddress: 20 }, log);
    const sockets = [
      ...(await idleSockets(running.url, 20, '127.0.0.3')),
      ...(await idleSockets(running.url, 20, '127.0.0.4')),
    ];
    const refused = await idleSockets(running.url, 10, '127.0.0.5');
    await closedByServer(refused, 10);
    expect(sockets.filter((socket) => !socket.destroyed)).toHaveLength(40);
    expect(log.mock.calls).toEqual([
      [
        'Connections: 40 are open, the most this server holds (MAX_CONNECTIONS); new ones are ' +
          'closed at once until idle ones time out (within 10 s).',
      ],
    ]);
  });

  it('closes a connection that sends nothing once its headers are late, even one that never reads', async () => {
    const running = await listenWith({ headersTimeoutMs: 1000, requestTimeoutMs: 2000 }, vi.fn());
    const held = () =>
      new Promise<number>((resolve, reject) =>
        running.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
    await idleSockets(running.url, 3, '127.0.0.1');
    await expect.poll(held).toBe(3);
    await expect.poll(held, { timeout: 10_000 }).toBe(0);
  });

  it('answers a request whose headers are late with a 408', async () => {
    const running = await listenWith({ headersTimeoutMs: 300, requestTimeoutMs: 1000 }, vi.fn());
    const [socket] = await idleSockets(running.url, 1, '127.0.0.1');
    let answer = '';
    socket?.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket?.write('GET /wp-json/ HTTP/1.1\r\nHost: x\r\n');
    await new Promise((resolve) => socket?.once('close', resolve));
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toContain('"code":"rest_request_timeout"');
  });

  it('by default closes a silent connection within 10 s, and holds 100 per address, 1000 in all', async () => {
    const running = await listen();
    expect(running.server.headersTimeout).toBe(10_000);
    expect(running.server.requestTimeout).toBe(30_000);
    expect(running.server.keepAliveTimeout).toBe(5_000);
    expect(running.server.maxConnections).toBe(1000);
    expect(DEFAULT_CONNECTION_LIMITS.perAddress).toBe(100);
  });
});
