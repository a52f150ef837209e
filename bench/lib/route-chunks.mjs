// Which console modules a route of the built console makes the browser load, read from a
// throw-away build that writes Vite's manifest (chunk -> static imports, route screens) and
// hidden source maps (chunk -> the source modules inside it). Used by console-weight.mjs to show
// what /login loads and to check that no admin or customer-area screen code is among it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Modules a visitor's first page may not carry: any part of the customer area, the admin shell,
 * and admin features. features/auth holds the public sign-in screens; features/settings/consoleLogo
 * is the uploaded logo every layout draws, the public one too.
 */
export const SCREEN_CODE = [
  { pattern: /^src\/account\//, what: 'customer-area code' },
  { pattern: /^src\/app\/Admin/, what: 'the admin shell' },
  { pattern: /^src\/features\/(?!auth\/|settings\/consoleLogo\.ts$)/, what: 'admin screen code' },
];

/** Builds apps/web into a temporary folder with a manifest and source maps; call cleanUp() when done. */
export function analysisBuild(webDir) {
  const outDir = mkdtempSync(join(tmpdir(), 'console-routes-'));
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--sourcemap', 'hidden', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  return { outDir, manifest, cleanUp: () => rmSync(outDir, { recursive: true, force: true }) };
}

/** The manifest keys a page loads: the given entries and, transitively, what they import statically. */
function withStaticImports(manifest, keys) {
  const loaded = new Set();
  const queue = [...keys];
  while (queue.length) {
    const key = queue.shift();
    if (loaded.has(key)) continue;
    if (!manifest[key]) throw new Error(`route-chunks: ${key} is not in the build's manifest`);
    loaded.add(key);
    queue.push(...(manifest[key].imports ?? []));
  }
  return [...loaded];
}

/** The console's own source modules (src/...) bundled into a chunk, from its source map. */
function sourceModules(webDir, outDir, chunkFile) {
  const mapFile = join(outDir, `${chunkFile}.map`);
  const { sources } = JSON.parse(readFileSync(mapFile, 'utf8'));
  return sources
    .map((source) => relative(webDir, resolve(dirname(mapFile), source)).split('\\').join('/'))
    .filter((path) => path.startsWith('src/'));
}

/**
 * What the browser loads for a route: index.html's entry and the route's screen (a dynamic entry,
 * e.g. src/features/auth/LoginPage.tsx), each with its static imports. One row per chunk file.
 */
export function routeChunks(webDir, build, screenModule) {
  const keys = withStaticImports(build.manifest, ['index.html', screenModule]);
  return keys
    .map((key) => build.manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, modules: sourceModules(webDir, build.outDir, file) }));
}

/** Each screen-code module among the chunks, with what it is. */
export function screenCodeIn(chunks) {
  return chunks.flatMap((chunk) =>
    chunk.modules.flatMap((module) => {
      const rule = SCREEN_CODE.find((candidate) => candidate.pattern.test(module));
      return rule ? [{ file: chunk.file, module, what: rule.what }] : [];
    }),
  );
}
