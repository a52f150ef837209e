import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { retryDelayAfterMs, retryDelayMs } from './retry-schedule.js';

const MINUTE = 60_000;
const schedule = { firstRetryMs: 5 * MINUTE, maxRetryMs: 240 * MINUTE, lifetimeMs: 5 * 24 * 60 * MINUTE };

test('waits 5 minutes, then doubles each attempt up to 4 hours', () => {
  const waits = [1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => retryDelayMs(schedule, attempts) / MINUTE);
  assert.deepEqual(waits, [5, 10, 20, 40, 80, 160, 240, 240]);
});

test('stays at the maximum however many attempts were made', () => {
  assert.equal(retryDelayMs(schedule, 10_000), 240 * MINUTE);
});

test('a throttled reply is tried again soon, growing to a half hour', () => {
  const waits = [1, 2, 3, 4, 5, 6, 7].map((attempts) => retryDelayMs(schedule, attempts, 'throttled') / MINUTE);
  assert.deepEqual(waits, [1, 2, 4, 8, 16, 30, 30]);
});

test('greylisting waits a few minutes each time, a full mailbox hours', () => {
  assert.deepEqual([1, 4].map((attempts) => retryDelayMs(schedule, attempts, 'greylisted') / MINUTE), [5, 5]);
  assert.deepEqual([1, 4].map((attempts) => retryDelayMs(schedule, attempts, 'mailbox_full') / MINUTE), [120, 120]);
  assert.deepEqual([1, 4].map((attempts) => retryDelayMs(schedule, attempts, 'connection_failed') / MINUTE), [5, 40]);
});

test('after an attempt, the wait is the shortest its deferred replies ask for', () => {
  const deferred = (response: string) => ({ outcome: 'deferred', response });
  const waitAfter = (...results: Array<{ outcome: string; response: string }>) => retryDelayAfterMs(schedule, 3, results) / MINUTE;
  assert.equal(waitAfter(deferred('452 4.2.2 Mailbox full'), deferred('450 4.2.0 Greylisted, try again in 5 minutes')), 5);
  assert.equal(waitAfter({ outcome: 'delivered', response: '250 ok' }, deferred('mx.example:25: 421 4.7.0 Try again later')), 4);
  assert.equal(waitAfter(deferred('mx.example:25: connect ECONNREFUSED 127.0.0.1:25')), 20);
  assert.equal(waitAfter(deferred('552 5.2.2 Mailbox full')), 120);
});
