import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import globals from 'globals';

/** Every feature: the folders of src/features, so a new one is covered without a list to edit. */
const features = readdirSync(path.join(import.meta.dirname, 'src/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const importsOfApp = {
  group: ['**/app', '**/app/**'],
  message:
    'Features never import the app: paths are in src/routes, shared code in src/components, src/lib or src/api; what the app knows of its pages reaches a feature through routes/page-catalog.tsx.',
};

/**
 * Features never import each other nor the app: shared things move down to components/, lib/,
 * api/, routes/ or insights/ (docs/decisions/034-one-page-registry.md).
 */
const featureBoundaries = features.map((feature) => {
  const others = features.filter((other) => other !== feature);
  // Dynamic imports too (no-restricted-imports reads only static ones): `import('../../app/…')`.
  const upOrAcross = `^(\\.\\.\\/)+(app|features\\/(${others.join('|')})|${others.join('|')})(\\/|$)`;
  return {
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            importsOfApp,
            ...others.map((other) => ({
              group: [
                `**/features/${other}`,
                `**/features/${other}/**`,
                `../${other}/**`,
                `../../${other}/**`,
              ],
              message: `Features never import each other (${feature} → ${other}). Move the shared part to src/components, src/lib, src/api or src/routes.`,
            })),
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=/${upOrAcross}/]`,
          message: `Features never import the app or each other, dynamically either (${feature}).`,
        },
      ],
    },
  };
});

/** The files whose every visible string comes from a catalog: the whole dashboard. */
const TRANSLATED = ['src/**/*.{ts,tsx}'];

/** The layers below the features import neither the features nor the app. */
const LOWER_LAYERS_MESSAGE =
  'src/api, components, insights, lib and routes sit below the features and the app: they import neither.';

const lowerLayers = {
  files: ['src/{api,components,insights,lib,routes}/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/features', '**/features/**', '**/app', '**/app/**'],
            message: LOWER_LAYERS_MESSAGE,
          },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: 'ImportExpression[source.value=/^(\\.\\.\\/)+(features|app)(\\/|$)/]',
        message: LOWER_LAYERS_MESSAGE,
      },
    ],
  },
};

/** The server never imports the dashboard (tests may parse with its schemas). */
const noDashboardImports = {
  group: ['**/src/**', '../../src', '../src'],
  message: 'The server never imports the dashboard: share it through contract/.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'playwright-report',
      'test-results',
      '.bench',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  ...featureBoundaries,
  lowerLayers,
  // zod's classic API compiles its object parsers with `new Function`, which the page's
  // Content-Security-Policy refuses and reports (docs/decisions/015): the dashboard uses zod/mini.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                "Use zod/mini: classic zod's JIT trips the Content-Security-Policy (decisions 015).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  // Every visible string from a catalog (docs/decisions/040-translations-with-lingui.md).
  {
    files: TRANSLATED,
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // No letters; an identifier; a path or an address (no space, a slash); a query's part.
          // (Read without the `u` flag: the source is English, letters are A–Z.)
          ignore: ['^[^A-Za-z]*$', '^[a-z][\\w.:-]*$', '^\\S*/\\S*$', '^[?&]?\\w+=\\S*$'],
          ignoreFunctions: [
            'Error',
            'console.*',
            'SignInError',
            'URL',
            'RegExp',
            '*.querySelector',
            '*.querySelectorAll',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|type|name|autoComplete|inputMode|tone|variant|size|role|dir|lang|id|htmlFor)$',
              },
            },
          ],
        },
      ],
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
    },
  },
  {
    files: ['server/**/*.ts', 'bench/**/*.{ts,mjs}', 'scripts/**/*.{ts,mjs}', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  // The API's vocabulary depends on nothing: both programs import it, it imports neither.
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./', message: 'contract/ imports nothing outside itself.' },
            { regex: '^[^.]', message: 'contract/ is plain TypeScript without dependencies.' },
          ],
        },
      ],
    },
  },
  // The server never imports the dashboard (tests may parse with its schemas), nor do its
  // benchmarks; and what serves requests never imports the demo generator.
  {
    files: ['server/**/*.ts', 'bench/server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [noDashboardImports],
        },
      ],
    },
  },
  {
    files: [
      'server/app.ts',
      'server/auth.ts',
      'server/access.ts',
      'server/{http,routes,services,shape,store,media,lib}/**/*.ts',
    ],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDashboardImports,
            {
              group: ['**/demo/**', '**/demo'],
              message: 'Request-serving code never imports the demo generator.',
            },
          ],
        },
      ],
    },
  },
);
