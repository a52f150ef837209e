import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { environmentReferencePath, renderEnvironmentReference } from './environment-reference.js';
// Writes docs/environment.md from environment-reference.ts (`pnpm --filter @platform/api docs:environment`).
const path = environmentReferencePath();
mkdirSync(dirname(path), { recursive: true });
writeFileSync(path, renderEnvironmentReference());
process.stdout.write(`Wrote ${path}\n`);
//# sourceMappingURL=write-environment-reference.js.map