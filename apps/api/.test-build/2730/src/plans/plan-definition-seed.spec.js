import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { PLAN_CATEGORIES } from '@platform/contracts';
import { ConfigError } from '../config/app-config.js';
import { DEFAULT_PLAN_DEFINITIONS, readPlanDefinitionsFile } from './plan-definition-seed.js';
let folder;
const fileWith = async (name, content) => {
    const path = join(folder, name);
    await writeFile(path, content);
    return path;
};
before(async () => {
    folder = await mkdtemp(join(tmpdir(), 'plan-seed-'));
});
after(async () => {
    await rm(folder, { recursive: true, force: true });
});
test('the default seed offers at least one plan of every category', () => {
    for (const category of PLAN_CATEGORIES) {
        assert.ok(DEFAULT_PLAN_DEFINITIONS.some((definition) => definition.plan_category === category), category);
    }
});
test('reads a valid file of plan definitions', async () => {
    const path = await fileWith('good.json', JSON.stringify([
        { plan_code: 'gold', plan_category: 'agent', name: 'Gold', ip_allocation: 4 },
        { plan_code: 'basic', plan_category: 'normal', name: 'Basic', ip_allocation: 0 },
    ]));
    const definitions = await readPlanDefinitionsFile(path);
    assert.deepEqual(definitions.map((definition) => [definition.plan_code, definition.plan_category, definition.ip_allocation]), [['gold', 'agent', 4], ['basic', 'normal', 0]]);
});
test('refuses a broken file with a message naming PLAN_DEFINITIONS_FILE and the problem', async () => {
    const cases = [
        ['not json', /JSON/],
        ['{}', /non-empty JSON array/],
        ['[]', /non-empty JSON array/],
        ['[42]', /entry 0 is not an object/],
        [JSON.stringify([{ plan_code: 'x', plan_category: 'premium', name: 'X' }]), /entry 0: plan_category must be one of/],
        [JSON.stringify([{ plan_code: 'x', plan_category: 'normal', name: 'X', ip_allocation: -1 }]), /ip_allocation/],
        [JSON.stringify([{ plan_code: 'x', plan_category: 'normal', name: 'X', colour: 'red' }]), /colour/],
        [
            JSON.stringify([
                { plan_code: 'x', plan_category: 'normal', name: 'X' },
                { plan_code: 'x', plan_category: 'agent', name: 'Y' },
            ]),
            /plan_code "x" twice/,
        ],
    ];
    for (const [content, problem] of cases) {
        const path = await fileWith('bad.json', content);
        await assert.rejects(readPlanDefinitionsFile(path), (error) => {
            assert.ok(error instanceof ConfigError, content);
            assert.match(error.message, /PLAN_DEFINITIONS_FILE/);
            assert.match(error.message, problem, content);
            return true;
        });
    }
});
//# sourceMappingURL=plan-definition-seed.spec.js.map