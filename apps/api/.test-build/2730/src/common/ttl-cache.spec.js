import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TtlCache } from './ttl-cache.js';
/** A cache on a clock the test moves, and a loader that counts its calls. */
function setUp(maxEntries = 10) {
    const clock = { now: 0 };
    const cache = new TtlCache({ ttlMs: 1_000, maxEntries, now: () => clock.now });
    const loads = [];
    const load = (key, value = `${key}#${loads.length + 1}`) => async () => {
        loads.push(key);
        return value;
    };
    return { clock, cache, loads, load };
}
test('a value is loaded once and served from memory until its time is up, then loaded again', async () => {
    const { clock, cache, loads, load } = setUp();
    assert.equal(await cache.getOrLoad('a', load('a')), 'a#1');
    clock.now = 999;
    assert.equal(await cache.getOrLoad('a', load('a')), 'a#1');
    clock.now = 1_000;
    assert.equal(await cache.getOrLoad('a', load('a')), 'a#2');
    assert.deepEqual(loads, ['a', 'a']);
});
test('reads of a key while it loads share that one load', async () => {
    const { cache, loads, load } = setUp();
    const answers = await Promise.all([cache.getOrLoad('a', load('a')), cache.getOrLoad('a', load('a'))]);
    assert.deepEqual(answers, ['a#1', 'a#1']);
    assert.equal(loads.length, 1);
});
test('after invalidate the next read loads afresh', async () => {
    const { cache, load } = setUp();
    await cache.getOrLoad('a', load('a'));
    cache.invalidate('a');
    assert.equal(await cache.getOrLoad('a', load('a')), 'a#2');
});
test('a load under way when its key is invalidated answers the reads waiting for it, and no later one', async () => {
    const { cache, load } = setUp();
    let finishLoad;
    const waiting = cache.getOrLoad('a', () => new Promise((resolve) => (finishLoad = resolve)));
    cache.invalidate('a');
    finishLoad('read before the change');
    assert.equal(await waiting, 'read before the change');
    assert.equal(await cache.getOrLoad('a', load('a')), 'a#1');
});
test('after clear every key loads afresh, and a load under way is not kept for later reads', async () => {
    const { cache, loads, load } = setUp();
    await cache.getOrLoad('a', load('a'));
    let finishLoad;
    const waiting = cache.getOrLoad('b', () => new Promise((resolve) => (finishLoad = resolve)));
    cache.clear();
    finishLoad('read before the change');
    assert.equal(await waiting, 'read before the change');
    assert.equal(await cache.getOrLoad('a', load('a')), 'a#2');
    assert.equal(await cache.getOrLoad('b', load('b')), 'b#3');
    assert.deepEqual(loads, ['a', 'a', 'b']);
});
test('a failed load is not kept: the next read tries again', async () => {
    const { cache, load } = setUp();
    await assert.rejects(cache.getOrLoad('a', async () => Promise.reject(new Error('database down'))), /database down/);
    assert.equal(await cache.getOrLoad('a', load('a', 'recovered')), 'recovered');
});
test('past maxEntries the oldest entry is dropped', async () => {
    const { cache, loads, load } = setUp(2);
    await cache.getOrLoad('a', load('a'));
    await cache.getOrLoad('b', load('b'));
    await cache.getOrLoad('c', load('c'));
    await cache.getOrLoad('b', load('b'));
    await cache.getOrLoad('a', load('a'));
    assert.deepEqual(loads, ['a', 'b', 'c', 'a']);
});
/**
 * A cache that refreshes ahead (ttl 1,000 ms; the drawn point: 750 ms) holding 'a#1' for key a,
 * loaded at 0, and a loader whose loads the test finishes (the first was that one).
 */
async function setUpRefreshAhead() {
    const clock = { now: 0 };
    const cache = new TtlCache({ ttlMs: 1_000, maxEntries: 10, refreshAhead: true, now: () => clock.now, random: () => 0.625 });
    const loads = [];
    const load = () => new Promise((resolve, reject) => {
        loads.push({ finish: resolve, fail: reject });
    });
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    const first = cache.getOrLoad('a', load);
    loads[0].finish('a#1');
    await first;
    return { clock, cache, loads, load, settle };
}
test('refreshing ahead: past the drawn point a read gets the kept value at once, and one load in the background replaces it', async () => {
    const { clock, cache, loads, load, settle } = await setUpRefreshAhead();
    clock.now = 749;
    assert.equal(await cache.getOrLoad('a', load), 'a#1');
    assert.equal(loads.length, 1, 'no load before the drawn point');
    clock.now = 750;
    assert.equal(await cache.getOrLoad('a', load), 'a#1', 'the kept value, without waiting for the load');
    assert.equal(await cache.getOrLoad('a', load), 'a#1');
    assert.equal(loads.length, 2, 'one background load, shared');
    loads[1].finish('a#2');
    await settle();
    assert.equal(await cache.getOrLoad('a', load), 'a#2');
    clock.now = 1_749;
    assert.equal(await cache.getOrLoad('a', load), 'a#2', 'the refreshed value is kept from the time its load started');
    assert.equal(loads.length, 3, 'and is refreshed ahead in its turn');
});
test('refreshing ahead: a value is never served past its time; a key not read meanwhile is waited for', async () => {
    const { clock, cache, loads, load } = await setUpRefreshAhead();
    clock.now = 1_000;
    const second = cache.getOrLoad('a', load);
    loads[1].finish('a#2');
    assert.equal(await second, 'a#2');
});
test('refreshing ahead: an invalidate while the refresh is under way wins over its value', async () => {
    const { clock, cache, loads, load, settle } = await setUpRefreshAhead();
    clock.now = 800;
    await cache.getOrLoad('a', load);
    cache.invalidate('a');
    loads[1].finish('read before the change');
    await settle();
    const next = cache.getOrLoad('a', load);
    assert.equal(loads.length, 3, 'the next read loads afresh');
    loads[2].finish('a#3');
    assert.equal(await next, 'a#3');
});
test('refreshing ahead: a failed refresh leaves the kept value, and a later read refreshes again', async () => {
    const { clock, cache, loads, load, settle } = await setUpRefreshAhead();
    clock.now = 800;
    assert.equal(await cache.getOrLoad('a', load), 'a#1');
    loads[1].fail(new Error('database down'));
    await settle();
    assert.equal(await cache.getOrLoad('a', load), 'a#1');
    assert.equal(loads.length, 3, 'the next read past the point tries again');
    loads[2].finish('a#3');
    await settle();
    assert.equal(await cache.getOrLoad('a', load), 'a#3');
});
test('refreshing ahead: the point is drawn for each entry between half and nine tenths of the time', async () => {
    for (const [drawn, point] of [
        [0, 500],
        [0.999, 900],
    ]) {
        const clock = { now: 0 };
        let loads = 0;
        const cache = new TtlCache({ ttlMs: 1_000, maxEntries: 10, refreshAhead: true, now: () => clock.now, random: () => drawn });
        const load = async () => (loads += 1);
        await cache.getOrLoad('a', load);
        clock.now = point - 1;
        await cache.getOrLoad('a', load);
        assert.equal(loads, 1, `drawn ${drawn}: no refresh before ${point} ms`);
        clock.now = point;
        await cache.getOrLoad('a', load);
        assert.equal(loads, 2, `drawn ${drawn}: a refresh at ${point} ms`);
    }
});
//# sourceMappingURL=ttl-cache.spec.js.map