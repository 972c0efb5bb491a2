import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';

/**
 * `npm run i18n:check`, part of `npm test` (docs/decisions/040-translations-with-lingui.md):
 * fails when the source has a message the catalogs do not (or they keep one it no longer has),
 * and when a shipped language leaves a message untranslated. The catalogs are extracted anew
 * to compare, then put back as they were.
 */
const LOCALES_DIR = path.join(import.meta.dirname, '../src/locales');
const SHIPPED = ['de', 'ar'];
const po = formatter({ lineNumbers: false });

type Catalog = Record<string, { translation?: string; message?: string; context?: string }>;

/** The catalogs of each language (lingui.config.ts): the login screen's, signing in's and the app's. */
const PARTS = ['login', 'sign-in', 'app'];

/** A language's messages, every part together. */
function read(locale: string): Catalog {
  return Object.assign(
    {},
    ...PARTS.map((part) => {
      const file = path.join(LOCALES_DIR, locale, `${part}.po`);
      return po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file });
    }),
  ) as Catalog;
}

const catalogFiles = readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => PARTS.map((part) => path.join(LOCALES_DIR, entry.name, `${part}.po`)));
const before = new Map(catalogFiles.map((file) => [file, readFileSync(file, 'utf8')]));

const problems: string[] = [];
const describe = (catalog: Catalog, id: string) => {
  const { message, context } = catalog[id] ?? {};
  return `"${message ?? id}"${context ? ` (${context})` : ''}`;
};

let extracted: Catalog;
try {
  execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'pipe' });
  extracted = read('en');
} finally {
  for (const [file, content] of before) writeFileSync(file, content);
}

const committed = read('en');
for (const id of Object.keys(extracted)) {
  if (!(id in committed)) problems.push(`Not in the catalogs yet: ${describe(extracted, id)}`);
}
for (const id of Object.keys(committed)) {
  if (!(id in extracted)) problems.push(`No longer in the source: ${describe(committed, id)}`);
}
for (const locale of SHIPPED) {
  const catalog = read(locale);
  for (const id of Object.keys(extracted)) {
    if (!catalog[id]?.translation?.trim()) {
      problems.push(`No ${locale} translation of ${describe(extracted, id)}`);
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} problem(s). Run \`npm run i18n:extract\`, then translate what is new in src/locales/{${SHIPPED.join(',')}}/{${PARTS.join(',')}}.po.`,
  );
  process.exitCode = 1;
} else {
  console.info(
    `The catalogs hold every message of the source (${Object.keys(extracted).length}), each translated in ${SHIPPED.join(', ')}.`,
  );
}
