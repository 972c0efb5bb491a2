#!/usr/bin/env node
/**
 * `npm run dev`: the reference server (restarted on change) on API_PORT, and Vite with hot
 * reload on 5173, proxying the API so the dashboard calls its own origin (no CORS).
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8787';
const env = { ...process.env, API_PORT: apiPort };

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...env, PORT: apiPort },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
