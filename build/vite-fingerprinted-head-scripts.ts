import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The classic scripts of the page's head (public/theme-init.js, and public/route-preload.js,
 * which the route-preload plugin adds) block the parsing of the page, and under their fixed
 * names the server has them revalidated on every load (`no-cache`): a round trip that held a
 * page opened in a new tab even when all its code was cached. `vite build` copies them into
 * assets/ under content-hashed names (cached for a year, immutable) and points index.html
 * there. The copies under the fixed names stay, for pages built before.
 */
export function fingerprintedHeadScripts(names: readonly string[]): Plugin {
  let publicDir = 'public';
  let base = '/';
  return {
    name: 'community-desk-fingerprinted-head-scripts',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset' || typeof page.source !== 'string') {
          throw new Error('fingerprinted-head-scripts: the build has no index.html');
        }
        let html = page.source;
        for (const name of names) {
          const attribute = `src="${base}${name}"`;
          if (!html.includes(attribute)) {
            throw new Error(`fingerprinted-head-scripts: index.html loads no ${base}${name}`);
          }
          const reference = this.emitFile({
            type: 'asset',
            name,
            source: readFileSync(`${publicDir}/${name}`),
          });
          html = html.replace(attribute, `src="${base}${this.getFileName(reference)}"`);
        }
        page.source = html;
      },
    },
  };
}
