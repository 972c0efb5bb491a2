import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = ['auth', 'feed', 'spaces', 'courses', 'overview', 'saved-views'];

/** Features never import each other: shared things move down to components/, lib/ or api/. */
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: features
          .filter((other) => other !== feature)
          .flatMap((other) => [
            {
              group: [
                `**/features/${other}`,
                `**/features/${other}/**`,
                `../${other}/**`,
                `../../${other}/**`,
              ],
              message: `Features never import each other (${feature} → ${other}). Move the shared part to src/components, src/lib or src/api.`,
            },
          ]),
      },
    ],
  },
}));

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
