import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

/**
 * A Vite plugin: `vite build` writes a brotli copy (`x.js.br`, quality 11) and a gzip copy
 * (`x.js.gz`, level 9) beside every compressible file of dist/, so the server sends those
 * as they are (server/http/precompressed-file.ts) and never compresses a file per request.
 * docs/decisions/018 has the sizes.
 *
 * Compressible: scripts, styles, HTML, SVG, JSON, web manifests, text. Skipped: files under
 * 1 KiB (they fit in one packet either way), any copy not at least 10% smaller than its file
 * (it would only cost disk and a variant), source maps and dot-directories (`.vite/`), which
 * the server never sends. A copy left by an earlier build that no longer pays is removed, so
 * a stale one is never served.
 */
export const PRECOMPRESSED_EXTENSIONS: readonly string[] = [
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
];

/** Files smaller than this are left alone. */
export const MIN_SIZE = 1024;

/** A copy is kept only when at most this fraction of its file's size. */
export const MAX_RATIO = 0.9;

const CODINGS = [
  {
    key: 'br',
    suffix: '.br',
    compress: (data: Buffer) =>
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
        },
      }),
  },
  { key: 'gz', suffix: '.gz', compress: (data: Buffer) => gzipSync(data, { level: 9 }) },
] as const;

/** What was written for one file: its size and each copy's, or null when not kept. */
export interface PrecompressedFile {
  /** Relative to the directory, with `/`. */
  file: string;
  size: number;
  br: number | null;
  gz: number | null;
}

/** Every file under `dir` except inside dot-directories, relative, sorted. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesUnder(dir, relative) : entry.isFile() ? [relative] : [];
    })
    .sort();
}

/** Writes (or removes) the `.br` and `.gz` copy of every compressible file under `dir`. */
export function precompressDirectory(dir: string): PrecompressedFile[] {
  const written: PrecompressedFile[] = [];
  for (const file of filesUnder(dir)) {
    if (!PRECOMPRESSED_EXTENSIONS.includes(path.extname(file).toLowerCase())) continue;
    const full = path.join(dir, file);
    const data = readFileSync(full);
    const result: PrecompressedFile = { file, size: data.byteLength, br: null, gz: null };
    for (const { key, suffix, compress } of CODINGS) {
      const copy = data.byteLength >= MIN_SIZE ? compress(data) : null;
      if (copy && copy.byteLength <= data.byteLength * MAX_RATIO) {
        writeFileSync(full + suffix, copy);
        result[key] = copy.byteLength;
      } else {
        rmSync(full + suffix, { force: true });
      }
    }
    if (result.br !== null || result.gz !== null) written.push(result);
  }
  return written;
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Runs once the bundle is written; public/ was copied into dist/ before (Vite's
 * renderStart), so its files get copies too.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let logger: Logger | undefined;
  return {
    name: 'community-desk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      handler(options) {
        const files = precompressDirectory(options.dir ?? outDir);
        const total = (pick: (file: PrecompressedFile) => number | null) =>
          kilobytes(files.reduce((sum, file) => sum + (pick(file) ?? file.size), 0));
        logger?.info(
          `Precompressed ${files.length} files: ${total((file) => file.size)} → ` +
            `${total((file) => file.br)} brotli, ${total((file) => file.gz)} gzip.`,
        );
      },
    },
  };
}
