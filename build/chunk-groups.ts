import {
  DATA_LAYER_SOURCES,
  LOGIN_PAGE_SOURCE,
  SHELL_SOURCE,
  SIGN_IN_SOURCE,
  SIGNED_IN_PAGE_SOURCES,
  type PageFamily,
} from '../src/app/pages.ts';

/**
 * How the build groups the code that several parts of the app share (vite.config.ts,
 * `codeSplitting.groups`). Left to itself, Rolldown gives each distinct set of importers its
 * own chunk: 80 files, most under 1 KB, and each costs a request — about 450 bytes of headers,
 * and over HTTP/1.1 one of the browser's six connections for a round trip. A members link
 * opened in a new tab after the overview fetched 20 of them (4 round trips on 4G). Here a
 * module goes, by what reaches it through static imports (the entry, or a module the app
 * imports dynamically: a page, a prefetch module, a lazy part):
 * 1. reached by the entry only: the entry's chunk (Rolldown's choice); reached by the entry and
 *    by code it imports dynamically: `base`. Left to itself, Rolldown gave each such module a
 *    chunk of its own (the preload helper, the languages' table, storage, Lingui's core): four
 *    more requests on every route and 900 bytes more for the login screen, which downloads
 *    `base` anyway;
 * 2. reached by the login screen and anything else: `base`, which the login screen downloads
 *    anyway (and the login screen's own code stays its own);
 * 3. a module imported only dynamically: its own chunk, where the app chose to split;
 * 4. reached by the sign-in code: `api` (the API client and the schemas), all that signing in
 *    waits on;
 * 5. reached by the data layer (the query cache): `data`;
 * 6. reached by a page's prefetch module: `queries`, every page's first queries — small, and
 *    what a page's data waits on, so it must not wait on a page's bigger chunks;
 * 7. reached by the signed-in shell: `shell`;
 * 8. reached by two pages or more: a kit. The code shared by one set of pages is a kit of its
 *    own when it is big (`kit-members-students`, KIT_OWN_CHUNK_CHARS), and merged with the
 *    other small ones by page family otherwise (`kit-feed-lists`, pages.ts): a page
 *    may download a few KB that only another page of its family runs, in a few files instead
 *    of a dozen. A small module that imports a big kit stays with its exact pages too, or
 *    every page of its family would download that kit;
 * 9. anything else (one page and its lazy parts): Rolldown's choice.
 * A module's imports are reached by all that reaches it, so each lands in its importer's chunk
 * or one that chunk's page downloads first: no chunk imports one that imports it back.
 * A library's module reached through the package's index counts as reached by every importer
 * of the package: so `data` holds all of TanStack Query the app uses (a few KB of the
 * overview's and the sign-in's ride along with every page).
 */

/** What the grouping reads of a module of the build: part of Rolldown's `ModuleInfo`. */
export interface ChunkingModuleInfo {
  readonly importers: readonly string[];
  readonly dynamicImporters: readonly string[];
  readonly importedIds: readonly string[];
  readonly dynamicallyImportedIds: readonly string[];
  readonly isEntry: boolean;
  /** The module's code after the build's transforms (null when not known). */
  readonly code: string | null;
}

/** Rolldown's `ChunkingContext`: the module graph, as the chunk names are chosen. */
export interface ChunkingGraph {
  getModuleInfo: (id: string) => ChunkingModuleInfo | null;
}

/** The chunk a module goes in, or null to leave it to Rolldown's automatic splitting. */
export type ChunkNamer = (id: string, graph: ChunkingGraph) => string | null;

/**
 * Code (as transformed, before minifying) that pages share and that makes a chunk of its own:
 * about 2 KB once minified and compressed, four times the headers of a request.
 */
export const KIT_OWN_CHUNK_CHARS = 8000;

const ENTRY = '\0entry';

const PREFETCH_SOURCES: ReadonlySet<string> = new Set(
  SIGNED_IN_PAGE_SOURCES.map((page) => page.prefetch),
);

const FAMILY_OF_PAGE: ReadonlyMap<string, PageFamily> = new Map(
  SIGNED_IN_PAGE_SOURCES.map((page) => [page.page, page.family]),
);

/** `src/features/spaces/SpaceInsightsRoute.tsx` → `space-insights`. */
function pageName(source: string): string {
  const file = source.slice(source.lastIndexOf('/') + 1).replace(/(Route)?\.tsx?$/, '');
  return file.replace(/(?<=[a-z0-9])([A-Z])/g, '-$1').toLowerCase();
}

/** Where each module of a graph goes: the rules above, worked out for all of them at once. */
type Plan = ReadonlyMap<string, string | null>;

/**
 * The chunk namer for a build of the repository at `root` (an absolute path): module ids are
 * absolute, the sources of pages.ts relative to it.
 */
export function sharedChunkNamer(root: string): ChunkNamer {
  const prefix = `${root.replace(/\\/g, '/').replace(/\/$/, '')}/`;
  const sourceOf = (id: string) => {
    const slashed = id.replace(/\\/g, '/');
    return slashed.startsWith(prefix) ? slashed.slice(prefix.length) : slashed;
  };
  // One plan per module graph: a later build (watch mode) brings a graph of its own.
  const plans = new WeakMap<ChunkingGraph, Map<string, string | null>>();

  return (id, graph) => {
    let plan = plans.get(graph);
    if (!plan) {
      plan = new Map();
      plans.set(graph, plan);
    }
    // The whole graph at once (a module not connected to it: its own part of the graph).
    if (!plan.has(id)) {
      for (const [module, name] of planOf(id, graph, sourceOf)) plan.set(module, name);
    }
    return plan.get(id) ?? null;
  };
}

function planOf(start: string, graph: ChunkingGraph, sourceOf: (id: string) => string): Plan {
  const modules = new Map<string, ChunkingModuleInfo>();
  const queue = [start];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (modules.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    modules.set(id, info);
    queue.push(
      ...info.importers,
      ...info.dynamicImporters,
      ...info.importedIds,
      ...info.dynamicallyImportedIds,
    );
  }

  const reachedBy = new Map<string, ReadonlySet<string>>();
  /** The entry (ENTRY) and the dynamically imported modules whose static imports reach `id`. */
  const rootsReaching = (id: string): ReadonlySet<string> => {
    const known = reachedBy.get(id);
    if (known) return known;
    const roots = new Set<string>();
    const seen = new Set([id]);
    const pending = [id];
    for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
      const info = modules.get(current);
      if (!info) continue;
      if (info.isEntry) roots.add(ENTRY);
      else if (info.dynamicImporters.length > 0) roots.add(sourceOf(current));
      for (const importer of info.importers) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        pending.push(importer);
      }
    }
    reachedBy.set(id, roots);
    return roots;
  };

  const plan = new Map<string, string | null>();
  /** Modules shared by pages (rule 8), by the exact set of pages, sorted and joined. */
  const kits = new Map<string, { pages: string[]; ids: string[]; chars: number }>();
  for (const [id, info] of modules) {
    const roots = rootsReaching(id);
    const layer = layerOf(roots, info);
    if (layer !== 'kit') {
      plan.set(id, layer);
      continue;
    }
    const pages = [...roots].filter((root) => FAMILY_OF_PAGE.has(root)).sort();
    const key = pages.join('+');
    const kit = kits.get(key) ?? { pages, ids: [], chars: 0 };
    kit.ids.push(id);
    kit.chars += info.code?.length ?? 0;
    kits.set(key, kit);
  }

  // Big kits keep their pages, and so does every module that imports one, however far.
  const ownPages = new Set<string>();
  for (const kit of kits.values()) {
    if (kit.chars >= KIT_OWN_CHUNK_CHARS) for (const id of kit.ids) ownPages.add(id);
  }
  const importersToVisit = [...ownPages];
  for (let id = importersToVisit.pop(); id !== undefined; id = importersToVisit.pop()) {
    for (const importer of modules.get(id)?.importers ?? []) {
      if (ownPages.has(importer) || plan.has(importer) || !modules.has(importer)) continue;
      ownPages.add(importer);
      importersToVisit.push(importer);
    }
  }
  for (const kit of kits.values()) {
    const families = [...new Set(kit.pages.map((page) => FAMILY_OF_PAGE.get(page)))].sort();
    const byFamily = `kit-${families.join('-')}`;
    const byPage = `kit-${kit.pages.map(pageName).sort().join('-')}`;
    for (const id of kit.ids) plan.set(id, ownPages.has(id) ? byPage : byFamily);
  }
  return plan;

  /** Rules 1 to 7 and 9 (a name or null), or 'kit' for rule 8. */
  function layerOf(roots: ReadonlySet<string>, info: ChunkingModuleInfo) {
    if (roots.has(ENTRY)) return roots.size > 1 ? 'base' : null;
    if (roots.has(LOGIN_PAGE_SOURCE)) return roots.size > 1 ? 'base' : null;
    if (info.importers.length === 0) return null;
    if (roots.has(SIGN_IN_SOURCE)) return 'api';
    if (DATA_LAYER_SOURCES.some((source) => roots.has(source))) return 'data';
    if ([...roots].some((root) => PREFETCH_SOURCES.has(root))) return 'queries';
    if (roots.has(SHELL_SOURCE)) return 'shell';
    const pages = [...roots].filter((root) => FAMILY_OF_PAGE.has(root));
    return pages.length < 2 ? null : 'kit';
  }
}
