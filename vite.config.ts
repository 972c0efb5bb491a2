/// <reference types="vitest/config" />
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { sharedChunkNamer } from './build/chunk-groups.ts';
import { fingerprintedHeadScripts } from './build/vite-fingerprinted-head-scripts.ts';
import { linguiMacros } from './build/vite-lingui-macro.ts';
import { precompress } from './build/vite-precompress.ts';
import { routePreload } from './build/vite-route-preload.ts';

/**
 * In development the dashboard talks to the reference server through Vite's proxy, so the
 * API is on the page's own origin and no CORS is involved. `npm run dev` starts the server
 * on API_PORT (see scripts/dev.mjs).
 */
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8787'}`;
const proxied = { target: apiTarget, changeOrigin: false };

/**
 * In development the page's origin (Vite) proxies the reference server, so — as when the server
 * serves the app itself — the login screen can prefill it and hint the demo account.
 */
function demoHintInDevelopment(): Plugin {
  return {
    name: 'community-desk-demo-hint',
    apply: 'serve',
    transformIndexHtml(html) {
      const file = `${process.env.DATA_DIR ?? 'data'}/credentials.json`;
      if (!existsSync(file)) return html;
      const { admin } = JSON.parse(readFileSync(file, 'utf8')) as { admin?: { username?: string } };
      if (!admin?.username || !/^[\w.@-]+$/.test(admin.username)) return html;
      // The path as DATA_DIR gives it (the dev script's default: `data`), quotes taken out.
      const shown = file.replace(/["<>&]/g, '');
      return html.replace(
        '</head>',
        `  <meta name="community-desk-demo" content="${admin.username}" />\n` +
          `  <meta name="community-desk-demo-credentials" content="${shown}" />\n  </head>`,
      );
    },
  };
}

/**
 * The server's HTTP suite once more, over another store (COMMUNITY_DESK_TEST_STORE, see
 * server/test/harness.ts). Left out: tests of the HTTP layer's own origin rules and of
 * revocation by writing to SQLite (the WordPress store has its own, in server/store/wordpress/).
 */
function httpSuiteOver(name: string, store: 'wordpress' | 'local-copy') {
  return {
    extends: true as const,
    test: {
      name,
      include: [
        'server/routes/**/*.test.ts',
        'server/fuzz.test.ts',
        'server/test/real-samples.test.ts',
        'server/http/{discovery,endpoints}.test.ts',
      ],
      environment: 'node' as const,
      env: { COMMUNITY_DESK_TEST_STORE: store },
      globalSetup: ['server/test/mariadb-global-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  };
}

export default defineConfig({
  plugins: [
    linguiMacros(),
    react(),
    lingui(),
    tailwindcss(),
    demoHintInDevelopment(),
    routePreload(),
    fingerprintedHeadScripts(['theme-init.js', 'route-preload.js']),
    precompress(),
  ],
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
    // Built for debugging, never referenced from the bundles nor served (server/http/static-app.ts).
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      // Precompressing every file twice (build/vite-precompress.ts) is most of the build by
      // design (docs/decisions/018); Rolldown's timing warning would say so on every build.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            // React, React DOM and React Router in one chunk: left to itself, Rolldown split
            // React Router's modules into three small chunks once the insights pages shared
            // them, which cost the login screen 2.2 KB gzipped (less compression across files)
            // and two requests.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 1,
            },
            // Shared code in a few chunks by who needs it (build/chunk-groups.ts), not in one
            // per set of importers. Only the module itself moves: its imports are placed by
            // their own importers (Rolldown would otherwise pull them into the same chunk,
            // into the login screen's download).
            {
              name: sharedChunkNamer(import.meta.dirname),
              debugName: 'shared',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        resolve: {
          alias: [
            // A component rendered alone reads the English catalog (src/test/lingui-react.tsx).
            {
              find: /^@lingui\/react$/,
              replacement: fileURLToPath(new URL('./src/test/lingui-react.tsx', import.meta.url)),
            },
            {
              find: /^@lingui\/react-actual$/,
              replacement: fileURLToPath(
                new URL('./node_modules/@lingui/react/dist/index.mjs', import.meta.url),
              ),
            },
          ],
        },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // A page rendered in jsdom takes a few seconds on a busy 2-core machine; the default
          // 5 s failed such tests on load alone, never on what they check.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          // With the build's own code (build/) and the benches' (bench/), which run in Node too.
          include: ['server/**/*.test.ts', 'build/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          // One private MariaDB for the run (server/test/mariadb.ts), never the system service.
          globalSetup: ['server/test/mariadb-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      // The same demo copied into a WordPress-shaped MariaDB database (server/test/harness.ts).
      httpSuiteOver('server-wordpress', 'wordpress'),
      // That WordPress database served through a local copy (docs/decisions/024): what the
      // copy answers must be what the site answers.
      httpSuiteOver('server-local-copy', 'local-copy'),
    ],
  },
});
