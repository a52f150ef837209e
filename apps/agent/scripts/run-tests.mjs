// Compiles src into a private folder and runs the spec files there with node's test runner, so
// that parallel test runs and an agent running from dist/ never overwrite each other's output.
// Arguments filter the spec files by a part of their path.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const agentDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(agentDir, '.test-build', String(process.pid));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function specFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return specFiles(path);
    return /\.(spec|test)\.js$/.test(entry.name) ? [path] : [];
  });
}

let exitCode = 1;
try {
  const compiled = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json', '--outDir', outDir], {
    cwd: agentDir,
    stdio: 'inherit',
  });
  if (compiled.status !== 0) throw new Error('TypeScript compilation failed');

  const filters = process.argv.slice(2);
  const files = specFiles(outDir)
    .filter((file) => filters.length === 0 || filters.some((filter) => relative(outDir, file).includes(filter)))
    .sort();
  if (files.length === 0) throw new Error(`No spec file matches ${filters.join(', ')}`);

  const run = spawnSync(process.execPath, ['--test', ...files], { cwd: agentDir, stdio: 'inherit' });
  exitCode = run.status ?? 1;
} catch (error) {
  console.error(error.message);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
process.exit(exitCode);
