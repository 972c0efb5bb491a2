import { describe, expect, it, onTestFinished } from 'vitest';
import { StartupError } from '../startup-errors';
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
