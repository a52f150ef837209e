// `pnpm test:index-audit` (what CI runs): every spec on Jest with coverage, the API recording the
// shapes of the commands it sends to the database (test/support/index-audit/shape-recorder.ts),
// then the index audit (test/index-audit.check.ts) over them. The audit runs even when a spec
// failed, so that CI prints both summaries; arguments go to the first Jest run (e.g. spec names),
// which then runs without coverage.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const jest = (args, env) =>
  spawnSync(process.execPath, ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning', join('node_modules', 'jest', 'bin', 'jest.js'), ...args], {
    stdio: 'inherit',
    env,
  }).status ?? 1;

// A file the caller names is kept (to read the shapes); the default one is removed afterwards.
const ownFolder = process.env.INDEX_AUDIT_SHAPES_FILE ? undefined : mkdtempSync(join(tmpdir(), 'index-audit-'));
const env = { ...process.env, INDEX_AUDIT_SHAPES_FILE: process.env.INDEX_AUDIT_SHAPES_FILE || join(ownFolder, 'command-shapes.jsonl') };
let exitCode = 1;
try {
  // Coverage (and its floor) for the whole suite only: a few files would fall below it.
  const filters = process.argv.slice(2);
  const specs = jest(filters.length === 0 ? ['--coverage'] : filters, env);
  const audit = jest(['--config', 'test/jest-e2e.json', '--testRegex', 'index-audit\\.check\\.ts$'], env);
  exitCode = specs || audit;
} finally {
  if (ownFolder) rmSync(ownFolder, { recursive: true, force: true });
}
process.exit(exitCode);
