import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/** A module that may use Lingui's macros: it names one of their entry points. */
const USES_MACROS = /@lingui\/(core|react)\/macro/;
const SOURCE = /\.[cm]?[jt]sx?$/;

/**
 * Lingui's macros (`t`, `<Trans>`, `plural`… from `@lingui/core/macro` and `@lingui/react/macro`)
 * turned into runtime calls with each message's id, before anything else reads the module — as
 * Lingui's Babel plugin does, run here with Babel 7 on the modules that import a macro only.
 * Vite 8's React plugin has no Babel step, and @rolldown/plugin-babel needs Node 22
 * (docs/decisions/040-translations-with-lingui.md). TypeScript and JSX are parsed and printed
 * back as they are: Oxc compiles them afterwards.
 */
export function linguiMacros(): Plugin {
  return {
    name: 'community-desk-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!SOURCE.test(file) || file.includes('/node_modules/') || !USES_MACROS.test(code)) {
        return null;
      }
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map ?? null };
    },
  };
}
