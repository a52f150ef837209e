import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TtlCache } from './ttl-cache.js';

/** A cache on a clock the test moves, and a loader that counts its calls. */
function setUp(maxEntries = 10) {
  const clock = { now: 0 };
  const cache = new TtlCache<string, string>({ ttlMs: 1_000, maxEntries, now: () => clock.now });
  const loads: string[] = [];
  const load = (key: string, value = `${key}#${loads.length + 1}`) => async () => {
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
  let finishLoad!: (value: string) => void;
  const waiting = cache.getOrLoad('a', () => new Promise<string>((resolve) => (finishLoad = resolve)));
  cache.invalidate('a');
  finishLoad('read before the change');
  assert.equal(await waiting, 'read before the change');
  assert.equal(await cache.getOrLoad('a', load('a')), 'a#1');
});

test('after clear every key loads afresh, and a load under way is not kept for later reads', async () => {
  const { cache, loads, load } = setUp();
  await cache.getOrLoad('a', load('a'));
  let finishLoad!: (value: string) => void;
  const waiting = cache.getOrLoad('b', () => new Promise<string>((resolve) => (finishLoad = resolve)));
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
