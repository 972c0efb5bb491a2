import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, onTestFinished } from 'vitest';

/**
 * `npm run serve` as a child process, for the tests of start-up and shutdown: its output, its
 * exit code, and when it says where it listens.
 */
export interface Spawned {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** The exit code, once the process has exited and its output is all read. */
  exited: Promise<number | null>;
}

export interface Started extends Spawned {
  url: string;
  output: () => string;
}

/**
 * Permission tests need a process that file permissions apply to. Root passes every permission
 * check, so when the tests run as root the child stays root (it must read the checkout, which may
 * sit where no other user can enter, as under /root) but without the two capabilities that let
 * root ignore permissions (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH), dropped with util-linux's
 * setpriv. Otherwise, why no such child can be started here.
 */
export type PermissionsApply = { prefix: string[] } | { missing: string };

const DROP_PERMISSION_BYPASS = ['--bounding-set=-dac_override,-dac_read_search', '--'];

function permissionsApplyHere(): PermissionsApply {
  if (process.getuid?.() !== 0) return { prefix: [] };
  const probe = spawnSync('setpriv', [...DROP_PERMISSION_BYPASS, 'true'], { encoding: 'utf8' });
  if (probe.status === 0) return { prefix: ['setpriv', ...DROP_PERMISSION_BYPASS] };
  return {
    missing:
      'run as root, these tests need `setpriv` (util-linux) to drop the capabilities that let ' +
      `root write anywhere, and it ${probe.error ? 'is not installed' : `failed: ${probe.stderr.trim()}`}; ` +
      'install util-linux, or run the tests as a user other than root',
  };
}

export const permissionsApply: PermissionsApply = permissionsApplyHere();

/** The test runner's environment, minus a DATA_DIR that would point a child at real data. */
const inheritedEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== 'DATA_DIR'),
);

/** Starts server/index.ts on a free port (unless env says otherwise), killed after the test. */
export function spawnServer(
  env: Record<string, string>,
  args: string[] = [],
  /** A command the server runs under, e.g. `permissionsApply.prefix`. */
  prefix: string[] = [],
): Spawned {
  const [command, ...commandArgs] = [
    ...prefix,
    process.execPath,
    '--import',
    'tsx',
    path.resolve('server/index.ts'),
    ...args,
  ] as [string, ...string[]];
  const child = spawn(command, commandArgs, {
    env: { ...inheritedEnv, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onTestFinished(() => void child.kill('SIGKILL'));
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('close', (code) => resolve(code)),
  );
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** Resolves once the server says where it listens (its last start-up line); rejects if it exits. */
export function listening(spawned: Spawned): Promise<Started> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = /Listening on (http:\/\/[^\s/]+)/.exec(spawned.stdout());
      if (match?.[1]) {
        const output = () => spawned.stdout() + spawned.stderr();
        resolve({ ...spawned, url: match[1], output });
      }
    };
    spawned.child.stdout?.on('data', check);
    check();
    void spawned.exited.then((code) =>
      reject(new Error(`exited with ${code}: ${spawned.stdout()}${spawned.stderr()}`)),
    );
  });
}

export function startServer(env: Record<string, string>, args: string[] = []): Promise<Started> {
  return listening(spawnServer(env, args));
}

/** SIGTERM, and the graceful shutdown exits with 0. */
export async function stop(server: Spawned): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

/** A start that must fail: one `Cannot start: …` line on stderr, no stack, exit code 1. */
export async function expectCannotStart(spawned: Spawned, line: string): Promise<void> {
  const code = await spawned.exited;
  expect(spawned.stderr()).toBe(`Cannot start: ${line}\n`);
  expect(spawned.stderr()).not.toMatch(/^ {4}at /m);
  expect(code).toBe(1);
}

export const modeOf = (file: string) => statSync(file).mode & 0o777;

/** A pid that no process has any more. */
export async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.pid === undefined) throw new Error('no pid');
  return child.pid;
}
