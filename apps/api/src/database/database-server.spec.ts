import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, test } from '@jest/globals';
import type { Logger } from '@nestjs/common';
import mongoose, { type Connection } from 'mongoose';
import type { AppConfig } from '../config/app-config.js';
import { openDatabaseServer, type DatabaseServer } from './database-server.js';

/** The pids of the embedded database processes serving `dataDir` (its command line names the folder). */
function serversOf(dataDir: string): number[] {
  try {
    return execFileSync('pgrep', ['-f', '--', `--data-dir ${join(dataDir, 'db')}`], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

async function waitFor<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let dataDir: string;
let server: DatabaseServer;
let connection: Connection;
const logged: string[] = [];
const log = { error: (line: string) => logged.push(`error: ${line}`), log: (line: string) => logged.push(`log: ${line}`) } as unknown as Logger;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'database-server-'));
  server = await openDatabaseServer({ dataDir, mongodbUri: undefined } as AppConfig, log);
  connection = await mongoose.createConnection(server.uri, { serverSelectionTimeoutMS: 2_000 }).asPromise();
});
afterAll(async () => {
  await connection?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

test('an embedded database that is killed is started again on its socket, and the same connection reaches its data', async () => {
  await connection.collection('kept').insertOne({ name: 'before the crash' });
  const [killed] = serversOf(dataDir);
  assert.ok(killed, 'the embedded database runs');
  process.kill(killed, 'SIGKILL');

  const found = await waitFor('the data through the same connection', async () => (await connection.collection('kept').findOne({ name: 'before the crash' })) ?? undefined);
  assert.equal(found.name, 'before the crash');
  const [restarted, ...others] = serversOf(dataDir);
  assert.ok(restarted && restarted !== killed && others.length === 0, 'one new server process');
  assert.match(logged[0], /^error: The embedded database exited on SIGKILL; starting it again in 1 s/);
  // The driver may reach the new server a moment before its start is confirmed and logged.
  const runsAgain = await waitFor('the restart logged', async () => logged.find((line) => line.startsWith('log: ')));
  assert.match(runsAgain, /^log: The embedded database runs again \(socket .*mongodb\.sock\)$/);
});

test('a stop is not mistaken for a crash: the database stays stopped', async () => {
  await server.stop();
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  assert.deepEqual(serversOf(dataDir), []);
  assert.equal(logged.filter((line) => line.startsWith('error:')).length, 1, 'only the kill was reported');
});
