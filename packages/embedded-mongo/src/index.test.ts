import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { MongoClient } from 'mongodb';
import { findGo } from './binary.js';
import { GoToolchainMissingError, startEmbeddedMongo } from './index.js';

const dataDirs: string[] = [];
after(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function newDataDir() {
  const dir = await mkdtemp(join(tmpdir(), 'embedded-mongo-test-'));
  dataDirs.push(dir);
  return dir;
}

async function withClient<T>(uri: string, work: (client: MongoClient) => Promise<T>): Promise<T> {
  const client = new MongoClient(uri, { directConnection: true });
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

test('starts a server that answers hello and keeps documents across restarts', async () => {
  const dataDir = await newDataDir();

  const first = await startEmbeddedMongo({ dataDir });
  assert.match(first.uri, /^mongodb:\/\/127\.0\.0\.1:\d+\/$/);
  await withClient(first.uri, async (client) => {
    const hello = await client.db('admin').command({ hello: 1 });
    assert.equal(hello.isWritablePrimary, true);
    await client.db('persist').collection('things').insertOne({ name: 'kept' });
  });
  await first.stop();

  const second = await startEmbeddedMongo({ dataDir });
  try {
    const found = await withClient(second.uri, (client) =>
      client.db('persist').collection('things').findOne({ name: 'kept' }),
    );
    assert.equal(found?.name, 'kept');
  } finally {
    await second.stop();
  }
});

test('enforces unique indexes like MongoDB does', async () => {
  const server = await startEmbeddedMongo({ dataDir: await newDataDir() });
  try {
    await withClient(server.uri, async (client) => {
      const users = client.db('unique').collection('users');
      await users.createIndex({ email: 1 }, { unique: true });
      await users.insertOne({ email: 'a@example.com' });
      await assert.rejects(users.insertOne({ email: 'a@example.com' }), (error: { code?: number }) => error.code === 11000);
    });
  } finally {
    await server.stop();
  }
});

test('stop is idempotent and the port is released', async () => {
  const server = await startEmbeddedMongo({ dataDir: await newDataDir() });
  await server.stop();
  await server.stop();
  await assert.rejects(
    withClient(server.uri.replace(/\/$/, '/?serverSelectionTimeoutMS=500'), (client) =>
      client.db('admin').command({ hello: 1 }),
    ),
  );
});

test('without Go it says to install Go or set MONGODB_URI', async () => {
  await assert.rejects(findGo(['/nonexistent/bin/go']), (error: Error) => {
    assert.ok(error instanceof GoToolchainMissingError);
    assert.match(error.message, /Install Go/);
    assert.match(error.message, /MONGODB_URI/);
    return true;
  });
});

test('looks documents up by _id through an index, also in a collection dropped and created again', async () => {
  const server = await startEmbeddedMongo({ dataDir: await newDataDir() });
  try {
    await withClient(server.uri, async (client) => {
      const things = client.db('lookups').collection<{ _id: string; n: number }>('things');
      const planOfLookup = async () => {
        // An EXPLAIN alone can run on a connection that has not reread the schema; a query first makes it.
        await things.findOne({ _id: 'thing-0' });
        const explained = await things.find({ _id: 'thing-1999' }).explain();
        return String((explained.queryPlanner as { Plan?: string[] }).Plan ?? '');
      };
      const usesIndexSoon = async () => {
        // The index is added by a sweep that runs every second.
        const deadline = Date.now() + 10_000;
        while (!/USING INDEX embedded_mongo_id_lookup__/.test(await planOfLookup())) {
          if (Date.now() > deadline) return false;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        return true;
      };
      const fill = () => things.insertMany(Array.from({ length: 2000 }, (_, n) => ({ _id: `thing-${n}`, n })));

      await fill();
      assert.ok(await usesIndexSoon(), `a lookup by _id searches an index (plan: ${await planOfLookup()})`);
      await things.drop();
      await fill();
      assert.ok(await usesIndexSoon(), `and again after the collection was dropped (plan: ${await planOfLookup()})`);
      assert.equal((await things.findOne({ _id: 'thing-1999' }))?.n, 1999);
    });
  } finally {
    await server.stop();
  }
});
