import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { MIN_SIZE, precompress, precompressDirectory } from './vite-precompress';

const scratch = mkdtempSync(path.join(tmpdir(), 'community-desk-precompress-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Text that compresses well, `bytes` long. */
function text(bytes: number): string {
  const line = 'export const greeting = "hello, community"; // a line of a bundle\n';
  return line.repeat(Math.ceil(bytes / line.length)).slice(0, bytes);
}

function write(dir: string, file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), content);
}

describe('precompressDirectory', () => {
  const dir = path.join(scratch, 'dist');
  const big = text(20_000);
  write(dir, 'assets/index-abc.js', big);
  write(dir, 'assets/index-abc.css', text(4_000));
  write(dir, 'icon.svg', `<svg xmlns="http://www.w3.org/2000/svg">${text(3_000)}</svg>`);
  write(dir, 'assets/small-abc.js', text(MIN_SIZE - 1));
  write(dir, 'assets/noise-abc.js', randomBytes(8_000));
  write(dir, 'assets/index-abc.js.map', text(20_000));
  write(dir, '.vite/manifest.json', text(20_000));
  write(dir, 'photo.png', text(20_000));
  // Left by an earlier build: must not outlive the file that no longer gets one.
  write(dir, 'assets/small-abc.js.br', 'stale');
  const written = precompressDirectory(dir);
  const has = (file: string) => existsSync(path.join(dir, file));

  it('writes a brotli and a gzip copy that decode to exactly the file', () => {
    const original = readFileSync(path.join(dir, 'assets/index-abc.js'));
    const br = readFileSync(path.join(dir, 'assets/index-abc.js.br'));
    const gz = readFileSync(path.join(dir, 'assets/index-abc.js.gz'));
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(br.byteLength).toBeLessThan(original.byteLength / 10);
    // At maximum quality: what brotli's quality 11 makes of it.
    const best = brotliCompressSync(original, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    });
    expect(br.byteLength).toBe(best.byteLength);
    // Level 9 sets the "maximum compression" flag in gzip's header.
    expect(gz[8]).toBe(2);
  });

  it('covers styles and SVG, and reports every file it compressed', () => {
    for (const file of ['assets/index-abc.css', 'icon.svg']) {
      expect(has(`${file}.br`), file).toBe(true);
      expect(has(`${file}.gz`), file).toBe(true);
    }
    expect(written.map((entry) => entry.file)).toEqual([
      'assets/index-abc.css',
      'assets/index-abc.js',
      'icon.svg',
    ]);
    const js = written.find((entry) => entry.file === 'assets/index-abc.js');
    expect(js?.size).toBe(big.length);
    expect(js?.br).toBe(readFileSync(path.join(dir, 'assets/index-abc.js.br')).byteLength);
  });

  it('skips small files, files that do not compress, maps, .vite/ and images', () => {
    for (const file of [
      'assets/small-abc.js',
      'assets/noise-abc.js',
      'assets/index-abc.js.map',
      '.vite/manifest.json',
      'photo.png',
    ]) {
      expect(has(`${file}.br`), file).toBe(false);
      expect(has(`${file}.gz`), file).toBe(false);
    }
  });

  it('compresses each file once: a second run writes no copy of a copy', () => {
    precompressDirectory(dir);
    expect(has('assets/index-abc.js.br.br')).toBe(false);
    expect(has('assets/index-abc.js.gz.gz')).toBe(false);
  });
});

describe('the precompress plugin in a Vite build', () => {
  it('writes the copies for the bundle and for public/ files', async () => {
    const root = path.join(scratch, 'app');
    write(root, 'index.html', '<!doctype html><script type="module" src="/main.js"></script>');
    // Values the bundler cannot fold away, so the chunk stays large.
    const lines = Array.from(
      { length: 300 },
      (_, i) => `export const message${i} = 'message number ${i} of the demo bundle';`,
    );
    write(root, 'messages.js', lines.join('\n'));
    write(root, 'main.js', "import * as m from './messages.js'; console.log(Object.values(m));");
    write(root, 'public/robots.txt', text(3_000));
    const outDir = path.join(root, 'dist');
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [precompress()],
      build: { outDir, emptyOutDir: true },
    });
    const script = readdirSync(path.join(outDir, 'assets')).find((file) => /\.js$/.test(file));
    expect(script).toBeDefined();
    const original = readFileSync(path.join(outDir, 'assets', script ?? ''));
    expect(original.byteLength).toBeGreaterThan(MIN_SIZE);
    const br = readFileSync(path.join(outDir, 'assets', `${script}.br`));
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    const robots = readFileSync(path.join(outDir, 'robots.txt'));
    expect(gunzipSync(readFileSync(path.join(outDir, 'robots.txt.gz'))).equals(robots)).toBe(true);
  });
});
