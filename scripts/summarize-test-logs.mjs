// Adds up the closing summaries of node's test runner ("# pass N" / "# fail N") and of
// vitest ("Tests  N passed | M failed") in the given logs, and prints one total line.
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  const log = readFileSync(file, 'utf8');
  for (const [, count] of log.matchAll(/^# pass (\d+)$/gm)) passed += Number(count);
  for (const [, count] of log.matchAll(/^# fail (\d+)$/gm)) failed += Number(count);
  for (const [, count] of log.matchAll(/^# (?:skipped|todo) (\d+)$/gm)) skipped += Number(count);
  const vitest = /^\s*Tests\s+(.*)$/m.exec(log.replace(/\x1b\[[0-9;]*m/g, ''));
  if (vitest) {
    passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
    skipped += Number(/(\d+) skipped/.exec(vitest[1])?.[1] ?? 0);
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
