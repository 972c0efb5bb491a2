import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import {
  LOGIN_PAGE_SOURCE,
  SIGNED_IN_PAGE_SOURCES,
  SIGNED_IN_SHELL_SOURCES,
} from '../src/app/pages.ts';
import { SESSION_KEY } from '../src/features/auth/stored-session.ts';
import { routePatternSource } from './route-pattern-source.ts';

/**
 * A Vite plugin: `vite build` lists in index.html, for each signed-in route, the files of its
 * code (its first queries' module, the data layer, the shell, the page, and every chunk they
 * import), as JSON in `<script type="application/json" id="route-preload">` — data, not script,
 * so the Content-Security-Policy needs no exception — and adds /route-preload.js (public/),
 * which, when a session is stored, asks for the current route's files as modulepreloads.
 * A bookmarked page then downloads its code beside the main script instead of after it has
 * run. Signed out, every path shows the login screen: the script asks for its files instead,
 * so the form's code comes beside the main script too (docs/decisions/019, "Third round").
 * Files the entry already loads are left out.
 */

/** What the plugin needs of a chunk of Rollup's (Rolldown's) output. */
export interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  /** Every module bundled into the chunk. */
  moduleIds: readonly string[];
  isEntry: boolean;
  imports: readonly string[];
}

export interface RoutePreloadTable {
  sessionKey: string;
  /** The login screen's files, asked for when no session is stored. */
  login: string[];
  routes: { pattern: string; files: string[] }[];
}

type Bundle = Record<string, ChunkInfo | { type: 'asset' }>;

function chunks(bundle: Bundle): ChunkInfo[] {
  return Object.values(bundle).filter((item): item is ChunkInfo => item.type === 'chunk');
}

/** A chunk's file and the files it imports statically, each once, dependencies first. */
function closure(
  bundle: Bundle,
  fileName: string,
  into: Set<string>,
  visiting: Set<string> = new Set(),
): void {
  // Chunks that import each other (the bundler allows it) are each listed once.
  if (into.has(fileName) || visiting.has(fileName)) return;
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk') return;
  visiting.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, into, visiting);
  into.add(fileName);
}

/**
 * The table for a finished bundle. Throws when a source file of pages.ts is in no chunk
 * (it moved or was renamed), so the table cannot silently go stale. `base` is the app's public base path (`/`).
 */
export function routePreloadTable(bundle: Bundle, root: string, base = '/'): RoutePreloadTable {
  // The chunk a source module is bundled into: its own (its facade), or a chunk it shares.
  const byModule = new Map<string, ChunkInfo>();
  for (const chunk of chunks(bundle)) {
    for (const id of chunk.moduleIds) byModule.set(path.normalize(id), chunk);
  }
  for (const chunk of chunks(bundle)) {
    if (chunk.facadeModuleId) byModule.set(path.normalize(chunk.facadeModuleId), chunk);
  }
  const chunkOf = (source: string) => {
    const chunk = byModule.get(path.resolve(root, source));
    if (!chunk) throw new Error(`route-preload: no chunk of the build holds ${source}`);
    return chunk.fileName;
  };
  const loadedByEntry = new Set<string>();
  for (const entry of chunks(bundle).filter((chunk) => chunk.isEntry)) {
    closure(bundle, entry.fileName, loadedByEntry);
  }
  const notLoadedByEntry = (files: Set<string>) =>
    [...files].filter((file) => !loadedByEntry.has(file)).map((file) => base + file);
  const login = new Set<string>();
  closure(bundle, chunkOf(LOGIN_PAGE_SOURCE), login);
  const routes = SIGNED_IN_PAGE_SOURCES.map((page) => {
    const files = new Set<string>();
    // The data's path first: the page's first queries wait only on it.
    for (const source of [page.prefetch, ...SIGNED_IN_SHELL_SOURCES, page.page]) {
      closure(bundle, chunkOf(source), files);
    }
    return {
      pattern: routePatternSource(page.pattern),
      files: notLoadedByEntry(files),
    };
  });
  return { sessionKey: SESSION_KEY, login: notLoadedByEntry(login), routes };
}

/** JSON that cannot end its `<script>` element early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function routePreload(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'community-desk-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        if (!context.bundle) return [];
        const table = routePreloadTable(context.bundle as unknown as Bundle, root, base);
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'route-preload' },
            children: scriptSafeJson(table),
            injectTo: 'head',
          },
          { tag: 'script', attrs: { src: `${base}route-preload.js` }, injectTo: 'head' },
        ];
      },
    },
  };
}
