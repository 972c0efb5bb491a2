/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * In development the dashboard talks to the reference server through Vite's proxy, so the
 * API is on the page's own origin and no CORS is involved. `npm run dev` starts the server
 * on API_PORT (see scripts/dev.mjs).
 */
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8787'}`;
const proxied = { target: apiTarget, changeOrigin: false };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/wp-json': proxied,
      '^/\\?rest_route=': proxied,
      '/demo-media': proxied,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
