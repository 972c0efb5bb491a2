import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import cycles in the dashboard (docs/decisions/034-one-page-registry.md): a module that
 * reaches itself again runs before its own imports are ready, and a cycle between layers means
 * they are not layers. The graph is the dashboard's modules (tests aside) and every import that
 * runs: static and dynamic imports, and the globs of `import.meta.glob` (how the page registry's
 * loaders find the pages: app/page-modules.ts), which a linter's import graph does not follow.
 * Type-only imports are left out: they do not run. Paths resolve as the compiler resolves them
 * (tsconfig.json).
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');

const config = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);

const isModule = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);

function modulesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return modulesUnder(file);
    return isModule(file) ? [file] : [];
  });
}

/** The files a glob of `import.meta.glob` names, from `dir`: `*` within a path segment only. */
function globFrom(dir: string, pattern: string): string[] {
  if (pattern.includes('**')) throw new Error(`import-cycles: no ** in ${pattern} (yet)`);
  let found = [path.resolve(dir)];
  const segments = pattern.split('/');
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1;
    if (segment === '.' || segment === '..') {
      found = found.map((at) => path.join(at, segment));
      continue;
    }
    const matches = new RegExp(
      `^${segment.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`,
    );
    found = found.flatMap((at) => {
      try {
        return readdirSync(at, { withFileTypes: true })
          .filter(
            (entry) => matches.test(entry.name) && (last ? entry.isFile() : entry.isDirectory()),
          )
          .map((entry) => path.join(at, entry.name));
      } catch {
        return [];
      }
    });
  }
  return found;
}

const stringsOf = (node: ts.Expression | undefined): string[] => {
  if (node && ts.isStringLiteralLike(node)) return [node.text];
  if (node && ts.isArrayLiteralExpression(node)) return node.elements.flatMap((e) => stringsOf(e));
  return [];
};

function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return !!clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly);
  }
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    !!named &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
}

/** What a module imports that runs: specifiers to resolve, and files its globs name. */
function importsOf(file: string): { specifiers: string[]; files: string[] } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  const files: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (!typeOnly(node)) specifiers.push(...stringsOf(node.moduleSpecifier));
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword)
        specifiers.push(...stringsOf(node.arguments[0]));
      if (
        ts.isPropertyAccessExpression(callee) &&
        callee.name.text === 'glob' &&
        ts.isMetaProperty(callee.expression) &&
        callee.expression.keywordToken === ts.SyntaxKind.ImportKeyword
      ) {
        for (const pattern of stringsOf(node.arguments[0])) {
          files.push(...globFrom(path.dirname(file), pattern));
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { specifiers, files };
}

/** Each module of src/ and the modules of src/ it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of modulesUnder(SRC)) {
    const { specifiers, files } = importsOf(file);
    const resolved = specifiers.flatMap((specifier) => {
      const found = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      return found && !found.isExternalLibraryImport ? [path.resolve(found.resolvedFileName)] : [];
    });
    graph.set(
      file,
      [...new Set([...resolved, ...files])].filter((to) => to.startsWith(SRC) && isModule(to)),
    );
  }
  return graph;
}

/** Every cycle's modules, one cycle per strongly connected component (Tarjan's algorithm). */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (module: string) => {
    index.set(module, index.size);
    low.set(module, index.get(module)!);
    stack.push(module);
    onStack.add(module);
    for (const next of graph.get(module) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(module, Math.min(low.get(module)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(module, Math.min(low.get(module)!, index.get(next)!));
      }
    }
    if (low.get(module) !== index.get(module)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== module);
    if (component.length > 1 || graph.get(module)?.includes(module)) cycles.push(component);
  };
  for (const module of graph.keys()) if (!index.has(module)) connect(module);
  return cycles.map((cycle) => cycle.map((file) => path.relative(ROOT, file)).sort());
}

const graph = importGraph();
const from = (file: string) =>
  (graph.get(path.join(ROOT, file)) ?? []).map((to) => path.relative(ROOT, to));

describe('the import graph of the dashboard', () => {
  it('follows static imports, dynamic imports and globs, and leaves out type-only imports', () => {
    // Static.
    expect(from('src/main.tsx')).toContain('src/app/AppRoutes.tsx');
    // Dynamic: the sign-in code, fetched once the form has painted.
    expect(from('src/app/boot-preload.ts')).toContain('src/features/auth/sign-in.ts');
    // A glob: the registry's pages.
    expect(from('src/app/page-modules.ts')).toEqual(
      expect.arrayContaining([
        'src/features/auth/LoginPage.tsx',
        'src/features/feed/FeedRoute.tsx',
      ]),
    );
    // Type-only: the registry's icon names.
    expect(from('src/app/pages.ts')).not.toContain('src/components/Icon.tsx');
  });

  it('has no cycle', () => {
    expect(cyclesOf(graph)).toEqual([]);
  });
});
