import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { DatabaseIndexes } from '../src/database/database-indexes.service.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Each index of a collection as its keys, e.g. `{"email":1}`, with `unique` where it is. */
async function builtIndexes(connection: Connection, collection: string): Promise<string[]> {
  const indexes = await connection.db!.collection(collection).indexes();
  return indexes.filter((index) => index.name !== '_id_').map((index) => `${JSON.stringify(index.key)}${index.unique ? ' unique' : ''}`);
}

/** What the schema of a collection's model declares, in the same form. */
function declared(connection: Connection, collection: string, onlyUnique: boolean): string[] {
  const model = Object.values(connection.models).find((candidate) => candidate.collection.collectionName === collection);
  assert.ok(model, collection);
  return model.schema
    .indexes()
    .filter(([, options]) => !onlyUnique || options.unique === true)
    .map(([keys, options]) => `${JSON.stringify(keys)}${options.unique ? ' unique' : ''}`);
}

describe('the indexes each database gets (DatabaseIndexes)', () => {
  let api: TestApp;
  let connection: Connection;
  let indexes: DatabaseIndexes;

  beforeAll(async () => {
    api = await startTestApp();
    connection = api.app.get<Connection>(getConnectionToken());
    indexes = api.app.get(DatabaseIndexes);
    await Promise.all(Object.values(connection.models).map((model) => indexes.ready(model)));
  });

  afterAll(async () => {
    await api?.close();
  });

  test('tells the embedded database from MongoDB by what the server answers', () => {
    assert.equal(indexes.server, process.env.MONGODB_URI ? 'mongodb' : 'embedded');
  });

  test('builds every declared index on MongoDB, and only the unique ones on the embedded database', async () => {
    const onlyUnique = indexes.server === 'embedded';
    for (const collection of ['users', 'message_log', 'delivery_logs', 'suppressions', 'deliveries']) {
      const expected = declared(connection, collection, onlyUnique);
      assert.deepEqual((await builtIndexes(connection, collection)).sort(), [...expected].sort(), collection);
    }
  });

  test('a duplicate is still refused by a unique index on either database', async () => {
    const suppressions = connection.db!.collection('suppressions');
    const row = { user_id: null, address: 'unique-index@example.com', reason: 'manual' };
    await suppressions.insertOne({ ...row });
    await assert.rejects(suppressions.insertOne({ ...row }), (error: { code?: number }) => error.code === 11000);
  });

  test('a non-unique index an earlier version built on the embedded database is dropped at the next start', async () => {
    await connection.db!.collection('message_events').createIndex({ user_id: 1, created_at: -1 }, { name: 'left_by_an_earlier_version' });
    const second = await startTestApp({ shareWith: api });
    try {
      const names = (await connection.db!.collection('message_events').indexes()).map((index) => index.name);
      if (indexes.server === 'embedded') assert.ok(!names.includes('left_by_an_earlier_version'), JSON.stringify(names));
      else assert.ok(names.includes('left_by_an_earlier_version'), 'MongoDB keeps what it was given');
    } finally {
      await second.app.close();
    }
  });
});
