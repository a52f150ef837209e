import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { loadAppConfig } from './app-config.js';
import { ENVIRONMENT, environmentReferencePath, isDescribedDefault, renderEnvironmentReference, VARIABLES_READ_OUTSIDE_CONFIG, } from './environment-reference.js';
/** The API's variables; the agent's section is checked by apps/agent's environment-reference.spec.ts. */
const listed = ENVIRONMENT.filter((section) => section.program === 'api').flatMap((section) => section.variables);
/** The names loadAppConfig reads from an empty environment: every one it knows, since none is read conditionally. */
function variablesReadByConfig() {
    const read = new Set();
    const recording = new Proxy({}, {
        get(_target, name) {
            if (typeof name === 'string')
                read.add(name);
            return undefined;
        },
    });
    loadAppConfig(recording);
    return read;
}
test('every variable the configuration reads is listed once, and nothing else is', () => {
    const names = listed.map((variable) => variable.name);
    assert.equal(new Set(names).size, names.length, 'no variable listed twice');
    const expected = [...variablesReadByConfig(), ...VARIABLES_READ_OUTSIDE_CONFIG].sort();
    assert.deepEqual([...names].sort(), expected);
});
test('each literal default is the one the code uses: writing it changes nothing', () => {
    const unset = loadAppConfig({});
    for (const variable of listed.filter((entry) => !isDescribedDefault(entry) && !VARIABLES_READ_OUTSIDE_CONFIG.includes(entry.name))) {
        assert.deepEqual(loadAppConfig({ [variable.name]: variable.default }), unset, `${variable.name}=${variable.default}`);
    }
});
test('docs/environment.md is what environment-reference.ts renders (run `pnpm --filter @platform/api docs:environment`)', () => {
    assert.equal(readFileSync(environmentReferencePath(), 'utf8'), renderEnvironmentReference());
});
//# sourceMappingURL=environment-reference.spec.js.map