import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  KIT_OWN_CHUNK_CHARS,
  sharedChunkNamer,
  type ChunkingGraph,
  type ChunkingModuleInfo,
} from './chunk-groups';
import {
  DATA_LAYER_SOURCES,
  LOGIN_PAGE_SOURCE,
  SHELL_SOURCE,
  SIGN_IN_SOURCE,
  SIGNED_IN_PAGE_SOURCES,
} from '../src/app/pages';

const ROOT = '/repo';
const id = (source: string) => `${ROOT}/${source}`;

const page = (file: string) => SIGNED_IN_PAGE_SOURCES.find((p) => p.page.endsWith(file))!;
const FEED = page('FeedRoute.tsx');
const MEMBERS = page('MembersRoute.tsx');
const STUDENTS = page('StudentsRoute.tsx');
const OVERVIEW = page('OverviewRoute.tsx');
const SPACE_INSIGHTS = page('SpaceInsightsRoute.tsx');

type FakeModule = ChunkingModuleInfo & {
  importers: string[];
  dynamicImporters: string[];
  importedIds: string[];
  dynamicallyImportedIds: string[];
};

/**
 * A module graph as Rolldown shows it: `edges` are static imports (importer → imported), the
 * entry imports each of `lazy` dynamically, and a module's code is `chars[source]` characters
 * long (100 unless said).
 */
function graphOf(
  edges: readonly (readonly [string, string])[],
  lazy: readonly string[],
  chars: Readonly<Record<string, number>> = {},
  entry = 'src/main.tsx',
): ChunkingGraph {
  const modules = new Map<string, FakeModule>();
  const info = (source: string): FakeModule => {
    let known = modules.get(id(source));
    if (!known) {
      known = {
        importers: [],
        dynamicImporters: [],
        importedIds: [],
        dynamicallyImportedIds: [],
        isEntry: source === entry,
        code: 'x'.repeat(chars[source] ?? 100),
      };
      modules.set(id(source), known);
    }
    return known;
  };
  for (const source of lazy) {
    info(source).dynamicImporters.push(id(entry));
    info(entry).dynamicallyImportedIds.push(id(source));
  }
  for (const [from, to] of edges) {
    info(from).importedIds.push(id(to));
    info(to).importers.push(id(from));
  }
  info(entry);
  return { getModuleInfo: (moduleId) => modules.get(moduleId) ?? null };
}

/** The app's roots: the login screen, the data layer, the shell, every page and its prefetch. */
const ROOTS = [
  LOGIN_PAGE_SOURCE,
  SIGN_IN_SOURCE,
  ...DATA_LAYER_SOURCES,
  SHELL_SOURCE,
  ...SIGNED_IN_PAGE_SOURCES.flatMap((p) => [p.page, p.prefetch]),
  'src/components/profile/ProfilePanel.tsx',
];

const nameOf = (graph: ChunkingGraph) => {
  const namer = sharedChunkNamer(ROOT);
  return (source: string) => namer(id(source), graph);
};

describe('sharedChunkNamer', () => {
  it('leaves the entry’s own code, and the login screen’s own, where Rolldown puts them', () => {
    const name = nameOf(
      graphOf(
        [
          ['src/main.tsx', 'src/app/boot.ts'],
          [LOGIN_PAGE_SOURCE, 'src/features/auth/LoginForm.tsx'],
        ],
        ROOTS,
      ),
    );
    expect(name('src/main.tsx')).toBeNull();
    expect(name('src/app/boot.ts')).toBeNull();
    expect(name('src/features/auth/LoginForm.tsx')).toBeNull();
    expect(name(LOGIN_PAGE_SOURCE)).toBeNull();
  });

  it('puts what the entry shares with code it imports dynamically in `base`, not in small chunks of their own', () => {
    const name = nameOf(
      graphOf(
        [
          ['src/main.tsx', 'src/routes/paths.ts'],
          [LOGIN_PAGE_SOURCE, 'src/routes/paths.ts'],
          ['src/main.tsx', 'src/lib/storage.ts'],
          [SHELL_SOURCE, 'src/lib/storage.ts'],
        ],
        ROOTS,
      ),
    );
    expect(name('src/routes/paths.ts')).toBe('base');
    expect(name('src/lib/storage.ts')).toBe('base');
  });

  it('puts what the login screen shares with later code in `base`, whatever else needs it', () => {
    const name = nameOf(
      graphOf(
        [
          [LOGIN_PAGE_SOURCE, 'src/components/Icon.tsx'],
          [SHELL_SOURCE, 'src/components/Icon.tsx'],
          [DATA_LAYER_SOURCES[1], 'src/api/site.ts'],
          [LOGIN_PAGE_SOURCE, 'src/api/site.ts'],
        ],
        ROOTS,
      ),
    );
    expect(name('src/components/Icon.tsx')).toBe('base');
    expect(name('src/api/site.ts')).toBe('base');
  });

  it('keeps each module the app imports only dynamically in its own chunk', () => {
    const name = nameOf(graphOf([], ROOTS));
    for (const root of ROOTS) expect({ root, chunk: name(root) }).toEqual({ root, chunk: null });
  });

  it('groups what signing in runs, the data layer, the pages’ first queries and the shell', () => {
    const name = nameOf(
      graphOf(
        [
          [SIGN_IN_SOURCE, DATA_LAYER_SOURCES[1]],
          [DATA_LAYER_SOURCES[0], DATA_LAYER_SOURCES[1]],
          [DATA_LAYER_SOURCES[1], 'src/api/schemas/wordpress.ts'],
          // The query cache is imported statically too (the shell, the sign-in's stage).
          [SHELL_SOURCE, DATA_LAYER_SOURCES[0]],
          [DATA_LAYER_SOURCES[0], 'src/app/query-client.ts'],
          [MEMBERS.prefetch, 'src/features/spaces/api.ts'],
          [MEMBERS.page, 'src/features/spaces/api.ts'],
          [SHELL_SOURCE, 'src/api/members-keys.ts'],
          [MEMBERS.prefetch, 'src/api/members-keys.ts'],
          [SHELL_SOURCE, 'src/app/layout/TopBar.tsx'],
          [FEED.page, 'src/app/layout/TopBar.tsx'],
        ],
        ROOTS,
      ),
    );
    expect(name(DATA_LAYER_SOURCES[1])).toBe('api');
    expect(name('src/api/schemas/wordpress.ts')).toBe('api');
    expect(name(DATA_LAYER_SOURCES[0])).toBe('data');
    expect(name('src/app/query-client.ts')).toBe('data');
    expect(name('src/features/spaces/api.ts')).toBe('queries');
    expect(name('src/api/members-keys.ts')).toBe('queries');
    expect(name('src/app/layout/TopBar.tsx')).toBe('shell');
    expect(name(SHELL_SOURCE)).toBeNull();
  });

  it('puts code shared by pages in one chunk per set of page families', () => {
    const name = nameOf(
      graphOf(
        [
          [MEMBERS.page, 'src/components/data-table/DataTable.tsx'],
          [STUDENTS.page, 'src/components/data-table/DataTable.tsx'],
          [FEED.page, 'src/lib/plural.ts'],
          [MEMBERS.page, 'src/lib/plural.ts'],
          [SPACE_INSIGHTS.page, 'src/lib/plural.ts'],
          [OVERVIEW.page, 'src/lib/dates.ts'],
          [FEED.page, 'src/lib/dates.ts'],
          [FEED.page, 'src/lib/fold-text.ts'],
          ['src/components/profile/ProfilePanel.tsx', 'src/lib/fold-text.ts'],
          [MEMBERS.page, 'src/features/spaces/columns.tsx'],
        ],
        ROOTS,
      ),
    );
    expect(name('src/components/data-table/DataTable.tsx')).toBe('kit-lists');
    expect(name('src/lib/plural.ts')).toBe('kit-feed-insights-lists');
    expect(name('src/lib/dates.ts')).toBe('kit-feed-overview');
    // One page and a lazy part, or one page alone: Rolldown's choice.
    expect(name('src/lib/fold-text.ts')).toBeNull();
    expect(name('src/features/spaces/columns.tsx')).toBeNull();
  });

  it('gives big shared code a kit of its exact pages, and whatever imports it too', () => {
    const courseInsights = page('CourseInsightsRoute.tsx').page;
    const name = nameOf(
      graphOf(
        [
          [MEMBERS.page, 'src/components/data-table/DataTable.tsx'],
          [STUDENTS.page, 'src/components/data-table/DataTable.tsx'],
          [courseInsights, 'src/components/data-table/DataTable.tsx'],
          [MEMBERS.page, 'src/components/data-table/TableResults.tsx'],
          [STUDENTS.page, 'src/components/data-table/TableResults.tsx'],
          ['src/components/data-table/TableResults.tsx', 'src/components/data-table/DataTable.tsx'],
          [MEMBERS.page, 'src/components/StatusPill.tsx'],
          [page('SpacesRoute.tsx').page, 'src/components/StatusPill.tsx'],
        ],
        ROOTS,
        { 'src/components/data-table/DataTable.tsx': KIT_OWN_CHUNK_CHARS },
      ),
    );
    expect(name('src/components/data-table/DataTable.tsx')).toBe(
      'kit-course-insights-members-students',
    );
    // Small, but in the families' kit (with the status pill) the spaces page would download
    // the table with it.
    expect(name('src/components/data-table/TableResults.tsx')).toBe('kit-members-students');
    expect(name('src/components/StatusPill.tsx')).toBe('kit-lists');
  });

  it('follows imports through modules that are no root, and through import cycles', () => {
    const name = nameOf(
      graphOf(
        [
          [FEED.page, 'src/a.ts'],
          ['src/a.ts', 'src/b.ts'],
          ['src/b.ts', 'src/a.ts'],
          [MEMBERS.page, 'src/b.ts'],
          ['src/b.ts', 'src/c.ts'],
        ],
        ROOTS,
      ),
    );
    expect(name('src/a.ts')).toBe('kit-feed-lists');
    expect(name('src/c.ts')).toBe('kit-feed-lists');
  });

  it('reads Windows paths, and leaves modules it does not know to Rolldown', () => {
    const graph = graphOf(
      [
        [MEMBERS.page, 'src/x.ts'],
        [STUDENTS.page, 'src/x.ts'],
      ],
      ROOTS,
    );
    const windows: ChunkingGraph = {
      getModuleInfo: (moduleId) => {
        const info = graph.getModuleInfo(moduleId.replace(/\\/g, '/').replace('C:/repo', ROOT));
        return (
          info && {
            ...info,
            importers: info.importers.map((i) => i.replace(ROOT, 'C:\\repo').replace(/\//g, '\\')),
          }
        );
      },
    };
    const namer = sharedChunkNamer('C:\\repo');
    expect(namer('C:\\repo\\src\\x.ts', windows)).toBe('kit-lists');
    expect(namer('\0virtual:module', windows)).toBeNull();
  });

  it('never makes chunks that import each other, however far round', () => {
    // Random graphs of modules over the app's roots, some of them big: the imports between
    // grouped modules of different chunks must make no cycle of chunks.
    const modules = ['src/m0.ts', 'src/m1.ts', 'src/m2.ts', 'src/m3.ts', 'src/m4.ts', 'src/m5.ts'];
    const all = [...ROOTS, ...modules];
    const edge = fc.tuple(fc.constantFrom(...all), fc.constantFrom(...modules));
    const sizes = fc.array(fc.constantFrom(100, KIT_OWN_CHUNK_CHARS), {
      minLength: modules.length,
      maxLength: modules.length,
    });
    fc.assert(
      fc.property(fc.array(edge, { maxLength: 40 }), sizes, (edges, chars) => {
        const graph = graphOf(
          edges,
          ROOTS,
          Object.fromEntries(modules.map((module, index) => [module, chars[index]!])),
        );
        const name = nameOf(graph);
        const imports = new Map<string, Set<string>>();
        for (const [from, to] of edges) {
          const [a, b] = [name(from), name(to)];
          if (!a || !b || a === b) continue;
          imports.set(a, (imports.get(a) ?? new Set()).add(b));
        }
        const done = new Set<string>();
        const onPath = new Set<string>();
        const visit = (chunk: string): void => {
          expect(onPath.has(chunk), `a cycle through ${chunk}`).toBe(false);
          if (done.has(chunk)) return;
          onPath.add(chunk);
          for (const next of imports.get(chunk) ?? []) visit(next);
          onPath.delete(chunk);
          done.add(chunk);
        };
        for (const chunk of imports.keys()) visit(chunk);
      }),
      { numRuns: 500 },
    );
  });
});
