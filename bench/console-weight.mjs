#!/usr/bin/env node
// Console weight: the JavaScript and CSS the built console (apps/web/dist) makes a browser load
// for its first page, raw, gzipped (level 9) and brotli-compressed (quality 11), and the total of
// every built asset. It prints figures; it does not assert sizes.
//
//   node bench/console-weight.mjs [--build]
//
// Builds the console first (npx vite build in apps/web) when apps/web/dist is missing, or always
// with --build.
//
// Then it lists the chunks the visitor's page /login loads and the console modules inside each
// (from a second, throw-away build with a manifest and source maps), and exits with code 1 when
// any of them is admin or customer-area screen code (bench/lib/route-chunks.mjs names the rules).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { analysisBuild, routeChunks, screenCodeIn } from './lib/route-chunks.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIR = join(ROOT, 'apps/web');
const DIST = join(WEB_DIR, 'dist');

const { values: opts } = parseArgs({ options: { build: { type: 'boolean', default: false } } });

let built = 'existing build';
if (opts.build || !existsSync(join(DIST, 'index.html'))) {
  console.log('[console-weight] building the console (npx vite build in apps/web)');
  const started = Date.now();
  try {
    execFileSync('npx', ['vite', 'build'], { cwd: WEB_DIR, stdio: 'inherit' });
  } catch (error) {
    console.error(`console-weight: the console build failed: ${error.message}`);
    process.exit(1);
  }
  built = `built now in ${((Date.now() - started) / 1000).toFixed(1)} s`;
}
if (!existsSync(join(DIST, 'index.html'))) {
  console.error('console-weight: apps/web/dist/index.html is missing after the build');
  process.exit(1);
}

const html = readFileSync(join(DIST, 'index.html'), 'utf8');

/** A path of the page (/assets/x.js, assets/x.js or ./assets/x.js) as a file in dist; null for other origins. */
function distFile(url, from = '/') {
  if (/^[a-z]+:|^\/\//i.test(url)) return null;
  const clean = url.split(/[?#]/)[0];
  const path = clean.startsWith('/') ? clean : posix.join(posix.dirname(from), clean);
  const file = join(DIST, posix.normalize(path));
  return existsSync(file) ? file : null;
}

const attribute = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*["']?([^"'\\s>]+)`, 'i').exec(tag)?.[1];

// What index.html makes the browser load: module and classic scripts, stylesheets, modulepreloads.
const firstPage = new Map(); // file -> why
for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
  const src = attribute(tag, 'src');
  const file = src && distFile(src);
  if (file) firstPage.set(file, 'script');
}
for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
  const rel = (attribute(tag, 'rel') ?? '').toLowerCase();
  const href = attribute(tag, 'href');
  const file = href && distFile(href);
  if (!file) continue;
  if (rel === 'stylesheet') firstPage.set(file, 'stylesheet');
  else if (rel === 'modulepreload') firstPage.set(file, 'modulepreload');
}

// Static imports of the loaded modules load too (Vite lists them as modulepreload already; this
// also catches a build that does not). Dynamic import("...") chunks load later, on their route.
const queue = [...firstPage.keys()].filter((file) => file.endsWith('.js'));
while (queue.length) {
  const file = queue.shift();
  const code = readFileSync(file, 'utf8');
  const from = '/' + relative(DIST, file).split('\\').join('/');
  for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) {
    const imported = distFile(match[1], from);
    if (imported && !firstPage.has(imported)) {
      firstPage.set(imported, 'static import');
      queue.push(imported);
    }
  }
}

function sizes(file) {
  const raw = readFileSync(file);
  return {
    raw: raw.length,
    gzip: gzipSync(raw, { level: 9 }).length,
    brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }).length,
  };
}

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const name = (file) => relative(DIST, file).split('\\').join('/');

function table(title, rows) {
  const header = ['file', 'loaded as', 'raw KiB', 'gzip KiB', 'brotli KiB'];
  const body = rows.map((row) => [row.file, row.why, kb(row.raw), kb(row.gzip), kb(row.brotli)]);
  const widths = header.map((cell, column) => Math.max(cell.length, ...body.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of body) console.log(line(row));
}

const sum = (rows) => rows.reduce((total, row) => ({ raw: total.raw + row.raw, gzip: total.gzip + row.gzip, brotli: total.brotli + row.brotli }), { raw: 0, gzip: 0, brotli: 0 });
const total = (label, t) => `${label}: raw ${kb(t.raw)} KiB, gzip ${kb(t.gzip)} KiB, brotli ${kb(t.brotli)} KiB`;

const firstRows = [...firstPage].map(([file, why]) => ({ file: name(file), why, ...sizes(file) }));
table('First page (what index.html loads)', firstRows);

const allFiles = listFiles(DIST).filter((file) => file !== join(DIST, 'index.html'));
const laterRows = allFiles
  .filter((file) => !firstPage.has(file) && /\.(m?js|css)$/.test(file))
  .map((file) => ({ file: name(file), why: 'later (lazy)', ...sizes(file) }));
if (laterRows.length) table('Loaded later (dynamic imports)', laterRows);

const allRows = allFiles.map((file) => ({ file: name(file), ...sizes(file) }));
const firstJs = firstRows.filter((row) => row.file.endsWith('.js'));
const firstCss = firstRows.filter((row) => row.file.endsWith('.css'));
const assetsJsCss = allRows.filter((row) => /\.(m?js|css)$/.test(row.file));

console.log('');
console.log(total('first page JS ', sum(firstJs)));
console.log(total('first page CSS', sum(firstCss)));
console.log(total('first page JS+CSS', sum(firstRows)));
console.log(total('all JS+CSS assets', sum(assetsJsCss)));
console.log(total(`all files in dist (${allRows.length}, without index.html)`, sum(allRows)));
console.log(`set-up: apps/web/dist (${built}, index.html ${new Date(statSync(join(DIST, 'index.html')).mtime).toISOString()}); first page = script, stylesheet and modulepreload tags of index.html plus their static imports; gzip level 9, brotli quality 11 (node ${process.version} zlib); KiB = 1024 bytes; ${cpus().length} cores`);

// ---- What /login loads ----

const LOGIN_SCREEN = 'src/features/auth/LoginPage.tsx';
const analysis = analysisBuild(WEB_DIR);
let loginChunks;
try {
  loginChunks = routeChunks(WEB_DIR, analysis, LOGIN_SCREEN);
} finally {
  analysis.cleanUp();
}
console.log(`\n/login loads (index.html's entry and the ${LOGIN_SCREEN} screen, with their static imports; chunk names from a separate build)`);
for (const chunk of loginChunks) {
  console.log(`  ${chunk.file}: ${chunk.modules.length ? chunk.modules.join(', ') : '(libraries only)'}`);
}
const screenCode = screenCodeIn(loginChunks);
if (screenCode.length) {
  console.error(`\nconsole-weight: /login loads screen code it must not:`);
  for (const hit of screenCode) console.error(`  ${hit.module} (${hit.what}) in ${hit.file}`);
  process.exit(1);
}
console.log('/login loads no admin or customer-area screen code');
