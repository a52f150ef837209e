// Prints one line per package from Jest's coverage summaries (coverageReporters "json-summary"):
//   node scripts/summarize-coverage.mjs api=apps/api/coverage/coverage-summary.json agent=...
// A package whose run wrote no summary (it failed before the end) is named as such.
import { existsSync, readFileSync } from 'node:fs';

const METRICS = ['statements', 'branches', 'functions', 'lines'];
for (const argument of process.argv.slice(2)) {
  const [name, file] = argument.split('=');
  if (!existsSync(file)) {
    console.log(`${name} coverage: no summary (${file})`);
    continue;
  }
  const total = JSON.parse(readFileSync(file, 'utf8')).total;
  console.log(`${name} coverage: ${METRICS.map((metric) => `${metric} ${total[metric].pct.toFixed(1)} %`).join(', ')}`);
}
