// Adds up the closing summaries of node's test runner ("ℹ pass N" / "ℹ fail N" from its spec
// reporter, the default since Node 23; "# pass N" from its TAP reporter), of vitest
// ("Tests  N passed | M failed") and of Jest ("Tests:  N failed, M passed, K total", once per
// Jest run) in the given logs, and prints one total line.
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  const log = readFileSync(file, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
  for (const [, count] of log.matchAll(/^(?:#|ℹ) pass (\d+)$/gm)) passed += Number(count);
  for (const [, count] of log.matchAll(/^(?:#|ℹ) fail (\d+)$/gm)) failed += Number(count);
  for (const [, count] of log.matchAll(/^(?:#|ℹ) (?:skipped|todo) (\d+)$/gm)) skipped += Number(count);
  const vitest = /^\s*Tests\s+(.*)$/m.exec(log);
  if (vitest) {
    passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
    skipped += Number(/(\d+) skipped/.exec(vitest[1])?.[1] ?? 0);
  }
  for (const [, jest] of log.matchAll(/^Tests:\s+(.*)$/gm)) {
    passed += Number(/(\d+) passed/.exec(jest)?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(jest)?.[1] ?? 0);
    skipped += Number(/(\d+) skipped/.exec(jest)?.[1] ?? 0) + Number(/(\d+) todo/.exec(jest)?.[1] ?? 0);
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
