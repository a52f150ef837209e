// Runs a package's tests (apps/api, apps/agent): compiles the package into a private folder and
// runs the spec files there with node's test runner, so that parallel test runs and a process
// running from dist/ never overwrite each other's output. Run from the package's folder (as
// `pnpm test` does); arguments filter the spec files by a part of their path.
// With --index-audit (apps/api), the specs record the shapes of the commands the API sends to the
// database, and test/index-audit.check.ts checks them against the declared indexes afterwards.
import { spawnSync } from 'node:child_process';
import { globSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const packageDir = process.cwd();
const outDir = join(packageDir, '.test-build', String(process.pid));
const tsc = join(packageDir, 'node_modules', '.bin', 'tsc');
const SPEC_FILES = '**/*{spec,.test}.js';
const INDEX_AUDIT_FLAG = '--index-audit';
const INDEX_AUDIT_CHECK = join('test', 'index-audit.check.js');

let exitCode = 1;
try {
  const compiled = spawnSync(tsc, ['-p', 'tsconfig.json', '--outDir', outDir], {
    cwd: packageDir,
    stdio: 'inherit',
  });
  if (compiled.status !== 0) throw new Error('TypeScript compilation failed');

  const indexAudit = process.argv.includes(INDEX_AUDIT_FLAG);
  const filters = process.argv.slice(2).filter((argument) => argument !== INDEX_AUDIT_FLAG);
  const files = globSync(SPEC_FILES, { cwd: outDir })
    .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
    .sort()
    .map((file) => join(outDir, file));
  if (files.length === 0) throw new Error(`No spec file matches ${filters.join(', ')}`);

  // A file the caller names is kept (to read the shapes); the default one goes with the build.
  const env = indexAudit
    ? { ...process.env, INDEX_AUDIT_SHAPES_FILE: process.env.INDEX_AUDIT_SHAPES_FILE || join(outDir, 'command-shapes.jsonl') }
    : process.env;
  const run = spawnSync(process.execPath, ['--test', ...files], { cwd: packageDir, stdio: 'inherit', env });
  exitCode = run.status ?? 1;
  if (indexAudit) {
    const audit = spawnSync(process.execPath, ['--test', join(outDir, INDEX_AUDIT_CHECK)], { cwd: packageDir, stdio: 'inherit', env });
    if (audit.status !== 0) exitCode = audit.status ?? 1;
  }
} catch (error) {
  console.error(error.message);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
process.exit(exitCode);
