#!/usr/bin/env node
/**
 * `npm run bench:bundle`: builds the app and prints the gzipped JavaScript and CSS each route
 * downloads — the entry with its static imports, plus the route's own lazy chunks — read
 * from Vite's manifest. Target: login route under 100 KB of gzipped JavaScript. Then, unless
 * `--no-browser`, the login form's time over Chromium's emulated 4G and the script that came
 * before it (`npm run bench:login-form`, bench/browser/login-form/run.ts).
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');

if (!process.argv.includes('--no-build')) {
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** Every file a manifest entry loads: itself, its static imports (recursively) and CSS. */
function filesOf(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk ${key} in the manifest`);
    if (seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    for (const css of chunk.css ?? []) seen.add(css);
    filesOf(chunk.imports ?? [], seen);
  }
  return seen;
}

function measure(files) {
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.js')) js += gzipSize(file);
    else if (file.endsWith('.css')) css += gzipSize(file);
  }
  return { js, css };
}

const entry = filesOf(['index.html']);
const shell = 'src/app/layout/SignedInLayout.tsx';
const routes = [
  { name: 'Login (/login)', keys: ['src/features/auth/LoginPage.tsx'] },
  {
    name: '  + sign-in code, fetched once the screen has painted',
    keys: ['src/features/auth/LoginPage.tsx', 'src/features/auth/sign-in.ts'],
  },
  {
    name: 'Overview (/), cards',
    keys: [shell, 'src/features/overview/OverviewRoute.tsx'],
  },
  {
    name: '  + its charts (all of them drawn)',
    keys: [shell, 'src/features/overview/OverviewRoute.tsx', 'src/components/charts/BarChart.tsx'],
  },
  { name: 'Feed (/feed)', keys: [shell, 'src/features/feed/FeedRoute.tsx'] },
  { name: 'Spaces (/spaces)', keys: [shell, 'src/features/spaces/SpacesRoute.tsx'] },
  {
    name: 'Space members (/spaces/:slug/members)',
    keys: [shell, 'src/features/spaces/MembersRoute.tsx'],
  },
  { name: 'Courses (/courses)', keys: [shell, 'src/features/courses/CoursesRoute.tsx'] },
  {
    name: 'Course students (/courses/:id/students)',
    keys: [shell, 'src/features/courses/StudentsRoute.tsx'],
  },
  {
    name: 'Space insights (/spaces/:slug/insights), with charts',
    keys: [
      shell,
      'src/features/spaces/SpaceInsightsRoute.tsx',
      'src/components/charts/BarChart.tsx',
    ],
  },
  {
    name: 'Course insights (/courses/:id/insights), with charts',
    keys: [
      shell,
      'src/features/courses/CourseInsightsRoute.tsx',
      'src/components/charts/BarChart.tsx',
    ],
  },
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = routes.map(({ name, keys }) => {
  const files = filesOf(keys, new Set(entry));
  return { name, ...measure(files), files: files.size };
});

console.log("\nGzipped size of what each route downloads (entry + the route's chunks):\n");
console.log(`${'route'.padEnd(56)}${'JS'.padStart(10)}${'CSS'.padStart(10)}${'files'.padStart(7)}`);
for (const row of rows) {
  console.log(
    `${row.name.padEnd(56)}${kb(row.js).padStart(10)}${kb(row.css).padStart(10)}${String(row.files).padStart(7)}`,
  );
}
const login = rows[0];
const budget = 100 * 1024;
console.log(
  `\nLogin route JavaScript: ${kb(login.js)} of a ${kb(budget)} budget — ${login.js < budget ? 'within' : 'OVER'} budget.`,
);

if (!process.argv.includes('--no-browser')) {
  // The bytes above are what the form needs; this is how long they take to arrive, and
  // whether anything else shares the link before the form is on screen.
  execSync('npx tsx bench/browser/login-form/run.ts', { cwd: root, stdio: 'inherit' });
}
