import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';

import { OutcomeJournal, type JournaledOutcome } from './outcome-journal.js';

const outcome = (token: string): JournaledOutcome => ({
  lease_token: token,
  source_ip: '192.0.2.10',
  results: [{ address: `${token}@recipient.example`, outcome: 'delivered', response: '250 2.0.0 OK' }],
});

describe('OutcomeJournal', () => {
  let folder: string;
  beforeAll(async () => (folder = await mkdtemp(join(tmpdir(), 'outcome-journal-'))));
  afterAll(async () => { await rm(folder, { recursive: true, force: true }); });

  it('owes, on the next open, every outcome recorded and not marked reported', async () => {
    const path = join(folder, 'owes.journal');
    const { journal, owed } = await OutcomeJournal.open(path);
    assert.deepEqual(owed, []);
    await Promise.all([journal.record(outcome('a')), journal.record(outcome('b')), journal.record(outcome('c'))]);
    journal.markReported('b');
    await journal.close();
    const reopened = await OutcomeJournal.open(path);
    await reopened.journal.close();
    assert.deepEqual(reopened.owed.map((entry) => entry.lease_token), ['a', 'c']);
  });

  it('has the outcome in the file as soon as record() returns, before its flush: a kill from then on cannot lose it', async () => {
    const path = join(folder, 'at-once.journal');
    const { journal } = await OutcomeJournal.open(path);
    // The second arrives while the first one's write and flush are under way, as at any busy moment.
    const flushed = [journal.record(outcome('first')), journal.record(outcome('while-flushing'))];
    // No await in between: what a SIGKILL right now would leave behind (the page cache outlives the process).
    assert.match(readFileSync(path, 'utf8'), /"lease_token":"while-flushing"/);
    await Promise.all(flushed);
    await journal.close();
  });

  it('ignores a last line cut short by a crash', async () => {
    const path = join(folder, 'torn.journal');
    const { journal } = await OutcomeJournal.open(path);
    await journal.record(outcome('whole'));
    await journal.close();
    await appendFile(path, '{"kind":"outcome","outcome":{"lease_tok');
    const reopened = await OutcomeJournal.open(path);
    await reopened.journal.record(outcome('after'));
    await reopened.journal.close();
    assert.deepEqual(reopened.owed.map((entry) => entry.lease_token), ['whole']);
    const again = await OutcomeJournal.open(path);
    await again.journal.close();
    assert.deepEqual(again.owed.map((entry) => entry.lease_token), ['whole', 'after'], 'a line written after the torn one still counts');
  });

  it('is rewritten with only the outcomes still owed once it grows past its line limit', async () => {
    const path = join(folder, 'compacted.journal');
    const { journal } = await OutcomeJournal.open(path, 10);
    for (let index = 0; index < 30; index += 1) {
      await journal.record(outcome(`lease-${index}`));
      if (index % 3 !== 0) journal.markReported(`lease-${index}`);
    }
    await journal.record(outcome('last'));
    await journal.close();
    const lines = (await readFile(path, 'utf8')).trim().split('\n');
    assert.ok(lines.length < 20, `${lines.length} lines after compaction`);
    const reopened = await OutcomeJournal.open(path);
    await reopened.journal.close();
    assert.deepEqual(
      reopened.owed.map((entry) => entry.lease_token),
      [...Array.from({ length: 10 }, (_, index) => `lease-${index * 3}`), 'last'],
    );
  });
});
