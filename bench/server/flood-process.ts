import { Agent, request } from 'node:http';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * A wrong-password flood from its own process (so its hot loop does not delay the
 * measurements' event loop): `connections` keep-alive connections, each sending
 * `GET /wp-json/wp/v2/users/me` with a new wrong password for the next of `usernames`, one
 * request after the other. On Linux every connection comes from its own loopback address
 * (127.0.1.1, 127.0.1.2, …), so the flood looks like many clients, the harder case for the
 * per-address throttle; where that cannot be bound, all come from the default address.
 */
const floodSettingsSchema = z.object({
  url: z.string(),
  connections: z.number().int().positive(),
  usernames: z.array(z.string()).min(1),
});
export type FloodSettings = z.infer<typeof floodSettingsSchema>;

const floodTallySchema = z.object({
  requests: z.number(),
  byStatus: z.record(z.string(), z.number()),
  socketErrors: z.number(),
  sourceAddresses: z.number(),
});
export type FloodTally = z.infer<typeof floodTallySchema>;

/**
 * 24 characters, like a real application password, never a right one, and a new one each time:
 * the server answers a pair it saw fail without checking it again, and an attacker guesses.
 */
const wrongPassword = (attempt: number) => `wrong${String(attempt).padStart(19, '0')}`;

function runFlood(settings: FloodSettings): void {
  const tally: FloodTally = { requests: 0, byStatus: {}, socketErrors: 0, sourceAddresses: 0 };
  const target = new URL('/wp-json/wp/v2/users/me', settings.url);
  let stopping = false;
  let next = 0;
  let answered = 0;
  const sources = new Set<string>();

  const connection = (index: number) => {
    let localAddress: string | undefined = `127.0.1.${index + 1}`;
    let agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress });
    const send = () => {
      if (stopping) return;
      const attempt = next++;
      const username = settings.usernames[attempt % settings.usernames.length] ?? 'nobody';
      const auth = Buffer.from(`${username}:${wrongPassword(attempt)}`).toString('base64');
      const sent = request(
        target,
        { agent, headers: { Authorization: `Basic ${auth}` } },
        (res) => {
          res.resume();
          res.on('end', () => {
            tally.requests += 1;
            const status = String(res.statusCode ?? 0);
            tally.byStatus[status] = (tally.byStatus[status] ?? 0) + 1;
            sources.add(localAddress ?? 'default');
            answered += 1;
            if (answered === settings.connections) console.info('flooding');
            send();
          });
        },
      );
      sent.on('error', (error: NodeJS.ErrnoException) => {
        tally.socketErrors += 1;
        if (error.code === 'EADDRNOTAVAIL' && localAddress) {
          agent.destroy();
          localAddress = undefined;
          agent = new Agent({ keepAlive: true, maxSockets: 1 });
        }
        setImmediate(send);
      });
      sent.end();
    };
    send();
  };
  for (let i = 0; i < settings.connections; i += 1) connection(i);

  // The parent closes stdin to stop the flood; the tally is the last line written.
  process.stdin.resume();
  process.stdin.on('end', () => {
    stopping = true;
    tally.sourceAddresses = sources.size;
    console.info(JSON.stringify(tally));
    process.exit(0);
  });
}

export interface RunningFlood {
  stop(): Promise<FloodTally>;
}

/** Starts the flood in a child process; resolves once it has had as many answers as connections. */
export async function startFlood(settings: FloodSettings): Promise<RunningFlood> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), JSON.stringify(settings)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  const lastLine = new Promise<string>((resolve, reject) => {
    let last = '';
    lines.on('line', (line) => (last = line));
    child.once('exit', (code) =>
      code === 0 ? resolve(last) : reject(new Error(`The flood exited with code ${code}.`)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    lines.on('line', (line) => line === 'flooding' && resolve());
    child.once('exit', () => reject(new Error('The flood stopped before it started.')));
  });
  return {
    async stop() {
      child.stdin.end();
      return floodTallySchema.parse(JSON.parse(await lastLine));
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runFlood(floodSettingsSchema.parse(JSON.parse(process.argv[2] ?? '{}')));
}
