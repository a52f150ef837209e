import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import mongoose, { Schema } from 'mongoose';
import { openTestDatabase } from '../../test/support/test-app.js';
import { countMatching } from './collection-count.js';
let dataDir;
let database;
let connection;
/** Commands sent to the database, recorded while `recording` is set. */
const sentCommands = [];
let recording = false;
before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'collection-count-'));
    database = await openTestDatabase(dataDir);
    connection = await mongoose.createConnection(database.uri, { monitorCommands: true }).asPromise();
    connection.getClient().on('commandStarted', (event) => {
        if (recording)
            sentCommands.push({ name: event.commandName, command: event.command });
    });
});
after(async () => {
    await connection?.close();
    await database?.dispose();
    await rm(dataDir, { recursive: true, force: true });
});
/** A model on its own collection, created empty unless `created` is false. */
async function countedModel(collection, created = true) {
    const model = connection.model(collection, new Schema({ n: Number }, { autoCreate: created }), collection);
    await model.init();
    return model;
}
test('a collection that does not exist yet counts 0', async () => {
    const model = await countedModel('never_written', false);
    assert.equal((await connection.db.listCollections({ name: 'never_written' }).toArray()).length, 0);
    assert.equal(await countMatching(model, {}), 0);
});
test('without a filter, counts the documents left after deletes', async () => {
    const model = await countedModel('counted_after_deletes');
    await model.insertMany(Array.from({ length: 10 }, (_, n) => ({ n })));
    assert.equal(await countMatching(model, {}), 10);
    await model.deleteMany({ n: { $lt: 3 } });
    assert.equal(await countMatching(model, {}), 7);
    await model.deleteMany({});
    assert.equal(await countMatching(model, {}), 0);
});
test('with a filter, counts only the documents that match it', async () => {
    const model = await countedModel('counted_with_filter');
    await model.insertMany(Array.from({ length: 10 }, (_, n) => ({ n })));
    assert.equal(await countMatching(model, { n: { $gte: 6 } }), 4);
});
test("without a filter, asks the collection's statistics and reads no document", async () => {
    const model = await countedModel('counted_from_statistics');
    await model.insertMany([{ n: 1 }, { n: 2 }]);
    recording = true;
    try {
        assert.equal(await countMatching(model, {}), 2);
    }
    finally {
        recording = false;
    }
    assert.deepEqual(sentCommands.map(({ name, command }) => ({ name, pipeline: command.pipeline })), [{ name: 'aggregate', pipeline: [{ $collStats: { count: {} } }] }]);
});
//# sourceMappingURL=collection-count.spec.js.map