// Each build folder gets its own package.json so Node reads dist/esm as ES modules
// and dist/cjs as CommonJS, whatever the package's own "type" says.
import { writeFileSync } from 'node:fs';

writeFileSync(new URL('../dist/esm/package.json', import.meta.url), '{ "type": "module" }\n');
writeFileSync(new URL('../dist/cjs/package.json', import.meta.url), '{ "type": "commonjs" }\n');
