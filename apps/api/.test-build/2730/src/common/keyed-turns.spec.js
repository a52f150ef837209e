import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { KeyedTurns } from './keyed-turns.js';
test('KeyedTurns runs the tasks of one key one after another, in order, and of different keys side by side', async () => {
    const turns = new KeyedTurns();
    const log = [];
    const task = (name, ms) => async () => {
        log.push(`${name} start`);
        await sleep(ms);
        log.push(`${name} end`);
        return name;
    };
    const results = await Promise.all([turns.run('a', task('a1', 30)), turns.run('a', task('a2', 1)), turns.run('b', task('b1', 5))]);
    assert.deepEqual(results, ['a1', 'a2', 'b1']);
    assert.ok(log.indexOf('a2 start') > log.indexOf('a1 end'), log.join(', '));
    assert.ok(log.indexOf('b1 start') < log.indexOf('a1 end'), log.join(', '));
});
test('KeyedTurns goes on with the next task after one fails, and forgets a key once its tasks have settled', async () => {
    const turns = new KeyedTurns();
    const failed = turns.run('a', async () => {
        throw new Error('wrong');
    });
    const next = turns.run('a', async () => 'next');
    await assert.rejects(failed, /wrong/);
    assert.equal(await next, 'next');
    await sleep(0);
    assert.equal(turns.size, 0);
});
//# sourceMappingURL=keyed-turns.spec.js.map