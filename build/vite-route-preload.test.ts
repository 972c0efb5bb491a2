import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LOGIN_PAGE_SOURCE,
  SIGNED_IN_PAGE_SOURCES,
  SIGNED_IN_SHELL_SOURCES,
} from '../src/app/pages';
import { SESSION_KEY } from '../src/features/auth/stored-session';
import { routePreloadTable, scriptSafeJson, type ChunkInfo } from './vite-route-preload';

const ROOT = '/repo';

function chunk(fileName: string, facade: string | null, imports: string[] = [], isEntry = false) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: facade && path.join(ROOT, facade),
    moduleIds: facade ? [path.join(ROOT, facade)] : [],
    isEntry,
    imports,
  } satisfies ChunkInfo;
}

/** The file a fake bundle builds from a source: one per source, as Rolldown names a facade's chunk. */
const fileOf = (source: string) => `/assets/${source.replace(/[/.]/g, '_')}-hash.js`;

/** A bundle with a chunk for every source pages.ts names, sharing some chunks. */
function fakeBundle() {
  const bundle: Record<string, ChunkInfo | { type: 'asset' }> = {
    'assets/index.js': chunk('assets/index.js', 'src/main.tsx', ['assets/react.js'], true),
    'assets/react.js': chunk('assets/react.js', null),
    'assets/shared.js': chunk('assets/shared.js', null, ['assets/react.js']),
    'assets/index.css': { type: 'asset' },
  };
  const sources = new Set<string>([...SIGNED_IN_SHELL_SOURCES, LOGIN_PAGE_SOURCE]);
  for (const page of SIGNED_IN_PAGE_SOURCES) sources.add(page.prefetch).add(page.page);
  for (const source of sources) {
    const fileName = fileOf(source).slice(1);
    bundle[fileName] = chunk(fileName, source, ['assets/shared.js']);
  }
  return bundle;
}

describe('routePreloadTable', () => {
  it("lists each route's files, dependencies first and the data's path first, without the entry's", () => {
    const table = routePreloadTable(fakeBundle(), ROOT);
    expect(table.sessionKey).toBe(SESSION_KEY);
    expect(table.routes).toHaveLength(SIGNED_IN_PAGE_SOURCES.length);
    const members = SIGNED_IN_PAGE_SOURCES.find((page) => page.page.endsWith('MembersRoute.tsx'))!;
    const route = table.routes[SIGNED_IN_PAGE_SOURCES.indexOf(members)]!;
    expect(route.files).toEqual([
      '/assets/shared.js',
      fileOf(members.prefetch),
      ...SIGNED_IN_SHELL_SOURCES.map(fileOf),
      fileOf(members.page),
    ]);
    // react.js comes with the entry: never listed.
    expect(table.routes.flatMap((r) => r.files)).not.toContain('/assets/react.js');
    expect(new RegExp(route.pattern).test('/spaces/general/members')).toBe(true);
  });

  it('lists the login screen’s files, dependencies first, without the entry’s', () => {
    const table = routePreloadTable(fakeBundle(), ROOT);
    expect(table.login).toEqual(['/assets/shared.js', fileOf(LOGIN_PAGE_SOURCE)]);
    expect(routePreloadTable(fakeBundle(), ROOT, '/desk/').login).toEqual([
      '/desk/assets/shared.js',
      `/desk${fileOf(LOGIN_PAGE_SOURCE)}`,
    ]);
  });

  it('lists chunks that import each other once each', () => {
    const bundle = fakeBundle();
    bundle['assets/shared.js'] = chunk('assets/shared.js', null, [
      'assets/react.js',
      'assets/other.js',
    ]);
    bundle['assets/other.js'] = chunk('assets/other.js', null, ['assets/shared.js']);
    const files = routePreloadTable(bundle, ROOT).routes[0]!.files;
    expect(files.slice(0, 2)).toEqual(['/assets/other.js', '/assets/shared.js']);
    expect(new Set(files).size).toBe(files.length);
  });

  it('finds a source bundled into a shared chunk', () => {
    const bundle = fakeBundle();
    const feedPage = Object.keys(bundle).find((file) => file.includes('FeedRoute'))!;
    delete bundle[feedPage];
    (bundle['assets/shared.js'] as ChunkInfo & { moduleIds: string[] }).moduleIds.push(
      path.join(ROOT, 'src/features/feed/FeedRoute.tsx'),
    );
    const feed = routePreloadTable(bundle, ROOT).routes[0]!;
    expect(feed.files).toContain('/assets/shared.js');
    expect(feed.files.some((file) => file.includes('FeedRoute'))).toBe(false);
  });

  it('uses the base path and fails the build when a source is in no chunk', () => {
    const bundle = fakeBundle();
    expect(routePreloadTable(bundle, ROOT, '/desk/').routes[0]!.files[0]).toBe(
      '/desk/assets/shared.js',
    );
    const feedPage = Object.keys(bundle).find((file) => file.includes('FeedRoute'))!;
    delete bundle[feedPage];
    expect(() => routePreloadTable(bundle, ROOT)).toThrow(
      /no chunk of the build holds src\/features\/feed\/FeedRoute\.tsx/,
    );
  });
});

describe('scriptSafeJson', () => {
  it('cannot close its script element', () => {
    const text = scriptSafeJson({ pattern: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ pattern: '</script><script>alert(1)</script>' });
  });
});
