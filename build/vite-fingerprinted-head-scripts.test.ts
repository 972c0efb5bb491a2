import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { fingerprintedHeadScripts } from './vite-fingerprinted-head-scripts';

const scratch = mkdtempSync(path.join(tmpdir(), 'community-desk-head-scripts-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function write(dir: string, file: string, content: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), content);
}

/** A one-page app whose head loads `/theme-init.js`, built with the plugin. */
async function buildApp(name: string, head: string, scripts: readonly string[]) {
  const root = path.join(scratch, name);
  write(root, 'index.html', `<!doctype html><html><head>${head}</head><body></body></html>`);
  write(root, 'public/theme-init.js', 'document.documentElement.dataset.theme = "dark";\n');
  const outDir = path.join(root, 'dist');
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [fingerprintedHeadScripts(scripts)],
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

describe('fingerprintedHeadScripts', () => {
  it('points the page at a content-hashed copy of each head script', async () => {
    const outDir = await buildApp('ok', '<script src="/theme-init.js"></script>', [
      'theme-init.js',
    ]);
    const copy = readdirSync(path.join(outDir, 'assets')).find((file) =>
      /^theme-init-[\w-]+\.js$/.test(file),
    );
    expect(copy).toBeDefined();
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(html).toContain(`<script src="/assets/${copy}"></script>`);
    expect(html).not.toContain('src="/theme-init.js"');
    expect(readFileSync(path.join(outDir, 'assets', copy!), 'utf8')).toBe(
      readFileSync(path.join(outDir, 'theme-init.js'), 'utf8'),
    );
  });

  it('fails the build when the page does not load a script it was told of', async () => {
    await expect(buildApp('missing', '', ['theme-init.js'])).rejects.toThrow(
      'index.html loads no /theme-init.js',
    );
  });
});
