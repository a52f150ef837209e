import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { WriteBatcher, type BatchOutcome } from './write-batcher.js';

/** A batcher that doubles numbers and remembers each batch it was given. */
function doublingBatcher() {
  const batches: number[][] = [];
  const batcher = new WriteBatcher<number, number>(async (items) => {
    batches.push(items);
    return items.map((item): BatchOutcome<number> => (item < 0 ? { ok: false, error: new Error(`negative ${item}`) } : { ok: true, value: item * 2 }));
  });
  return { batcher, batches };
}

test('items submitted one after another without awaiting are written as one batch, each answered with its own outcome', async () => {
  const { batcher, batches } = doublingBatcher();
  const outcomes = await Promise.allSettled([1, -2, 3].map((item) => batcher.submit(item)));
  assert.deepEqual(batches, [[1, -2, 3]]);
  assert.deepEqual(
    outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as Error).message)),
    [2, 'negative -2', 6],
  );
});

test('items submitted while a batch is written wait, and are written together next', async () => {
  const { batcher, batches } = doublingBatcher();
  const first = batcher.submit(1);
  await Promise.resolve();
  const later = [batcher.submit(2), batcher.submit(3)];
  assert.deepEqual(await Promise.all([first, ...later]), [2, 4, 6]);
  assert.deepEqual(batches, [[1], [2, 3]]);
});
