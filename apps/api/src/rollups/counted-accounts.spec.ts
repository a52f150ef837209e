import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Types } from 'mongoose';
import { CountedAccounts } from './counted-accounts.js';

const A = new Types.ObjectId().toHexString();
const B = new Types.ObjectId().toHexString();
const C = new Types.ObjectId().toHexString();

/** Work that records each account as it starts and ends, taking `ms`, failing for `failing`. */
function recordingWork(ms: number, failing?: string) {
  const log: string[] = [];
  const errors: string[] = [];
  const logger = new Logger('test');
  logger.error = (message: unknown) => void errors.push(String(message));
  const work = {
    logger,
    describe: (userId: string) => `Weighing ${userId}`,
    run: async (userId: Types.ObjectId) => {
      log.push(`start ${userId.toHexString()}`);
      await sleep(ms);
      log.push(`end ${userId.toHexString()}`);
      if (userId.toHexString() === failing) throw new Error('the database said no');
    },
  };
  return { work, log, errors };
}

test('CountedAccounts weighs the accounts one after another, an account counted again while it waits once, and idle() waits for those added meanwhile', async () => {
  const { work, log } = recordingWork(20);
  const accounts = new CountedAccounts(work);
  accounts.add([A, B]);
  accounts.add([B]);
  await sleep(5);
  // Added while A is under way: idle() must wait for C too.
  accounts.add([C]);
  await accounts.idle();
  assert.deepEqual(log, [`start ${A}`, `end ${A}`, `start ${B}`, `end ${B}`, `start ${C}`, `end ${C}`]);
});

test('CountedAccounts logs a failure in the listener’s words and goes on with the next account', async () => {
  const { work, log, errors } = recordingWork(1, A);
  const accounts = new CountedAccounts(work);
  accounts.add([A, B]);
  await accounts.idle();
  assert.deepEqual(errors, [`Weighing ${A} failed: the database said no`]);
  assert.deepEqual(log.at(-1), `end ${B}`);
});

test('CountedAccounts is idle at once with nothing to weigh, and works again after being idle', async () => {
  const { work, log } = recordingWork(1);
  const accounts = new CountedAccounts(work);
  await accounts.idle();
  assert.deepEqual(log, []);
  accounts.add([A]);
  await accounts.idle();
  accounts.add([A]);
  await accounts.idle();
  assert.deepEqual(log, [`start ${A}`, `end ${A}`, `start ${A}`, `end ${A}`]);
});
