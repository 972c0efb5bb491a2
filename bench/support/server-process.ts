import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface ServerProcess {
  /** e.g. `http://127.0.0.1:41234` */
  url: string;
  /** Resolves with the first line the server prints (from now on) that matches `pattern`. */
  nextLine: (pattern: RegExp) => Promise<string>;
  stop: () => Promise<void>;
}

export interface ServerProcessOptions {
  dataDir: string;
  /** The built dashboard to serve (default: the server's own default, ./dist). */
  distDir?: string;
  /** A WordPress database to serve instead of the SQLite demo (DATABASE_URL). */
  databaseUrl?: string;
  /** Serve that database from a local copy kept in `dataDir` (LOCAL_COPY=1, decision 024). */
  localCopy?: boolean;
  /** More of the server's environment (e.g. `INSIGHTS_ROUTES: '0'` for a plain site). */
  env?: Record<string, string>;
}

/**
 * Starts the reference server as a child process on a free port (the benchmarks measure it
 * as a client would, from another process) and resolves once it prints where it listens.
 * Interrupting the benchmark stops it too.
 */
export async function startServerProcess({
  dataDir,
  distDir,
  databaseUrl,
  localCopy = false,
  env: extraEnv = {},
}: ServerProcessOptions): Promise<ServerProcess> {
  const args = [
    '--import',
    'tsx',
    path.resolve('server/index.ts'),
    '--port',
    '0',
    '--quiet',
    '--data-dir',
    dataDir,
  ];
  if (distDir) args.push('--dist-dir', distDir);
  const env = databaseUrl
    ? { ...process.env, DATABASE_URL: databaseUrl, LOCAL_COPY: localCopy ? '1' : '0', ...extraEnv }
    : { ...process.env, ...extraEnv };
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'], env });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`The reference server exited while starting (code ${code}).`)),
    );
    lines.on('line', (line) => {
      const match = /Listening on (http:\/\/\S+?)\/?\s/.exec(`${line} `);
      if (match?.[1]) resolve(match[1]);
    });
  });

  const waiting = new Set<{ pattern: RegExp; resolve: (line: string) => void }>();
  lines.on('line', (line) => {
    for (const wait of waiting) {
      if (!wait.pattern.test(line)) continue;
      waiting.delete(wait);
      wait.resolve(line);
    }
  });
  const nextLine = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      waiting.add({ pattern, resolve });
      void exited.then(() =>
        reject(new Error(`The reference server exited before printing ${pattern}.`)),
      );
    });

  const interrupted = () => {
    child.kill('SIGTERM');
    process.exit(130);
  };
  const signals = ['SIGINT', 'SIGTERM'] as const;
  for (const signal of signals) process.once(signal, interrupted);
  const stop = async () => {
    // A server started after this one (a restart) must get the interruption: the first handler
    // would exit before the later ones run.
    for (const signal of signals) process.off(signal, interrupted);
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { url, nextLine, stop };
}
