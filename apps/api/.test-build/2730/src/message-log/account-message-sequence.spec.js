import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import mongoose, { Types } from 'mongoose';
import { openTestDatabase } from '../../test/support/test-app.js';
import { AccountMessageSequence } from './account-message-sequence.js';
import { MessageSequenceBlockRecord, MessageSequenceBlockSchema, MessageSequenceMarkRecord, MessageSequenceMarkSchema, MessageSequencePointerRecord, MessageSequencePointerSchema, } from './account-message-sequence.schema.js';
let dataDir;
let database;
let connection;
let pointers;
let marks;
let blocks;
before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'message-sequence-'));
    database = await openTestDatabase(dataDir);
    connection = await mongoose.createConnection(database.uri).asPromise();
    pointers = connection.model(MessageSequencePointerRecord.name, MessageSequencePointerSchema);
    marks = connection.model(MessageSequenceMarkRecord.name, MessageSequenceMarkSchema);
    blocks = connection.model(MessageSequenceBlockRecord.name, MessageSequenceBlockSchema);
});
after(async () => {
    await connection?.close();
    await database?.dispose();
    await rm(dataDir, { recursive: true, force: true });
});
/** A sequence as one API process holds it (its own memory of the last places it gave). */
const apiProcess = () => new AccountMessageSequence(pointers, marks, blocks);
const message = (userId, minute) => ({
    id: new Types.ObjectId(),
    userId,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)),
    domain: 'mail.example',
    subject: `Minute ${minute}`,
    recipients: ['reader@example.org'],
});
/** Pointers written straight away at these places (as other processes would have taken them). */
async function takePlaces(userId, places) {
    await pointers.insertMany(places.map((n) => ({ _id: `${userId.toHexString()}:${n}`, ...toPointerFields(message(userId, n)) })));
}
function toPointerFields(sequenced) {
    return { message: sequenced.id, created_at: sequenced.createdAt, domain: sequenced.domain, subject: sequenced.subject, recipients: sequenced.recipients };
}
test('places are given 1, 2, 3... per account, each account on its own', async () => {
    const [ann, ben] = [new Types.ObjectId(), new Types.ObjectId()];
    const sequence = apiProcess();
    const places = [];
    for (let minute = 0; minute < 3; minute += 1)
        places.push(await sequence.append(message(ann, minute)), await sequence.append(message(ben, minute)));
    assert.deepEqual(places, [1, 1, 2, 2, 3, 3]);
    assert.deepEqual(await sequence.range(ann), { low: 1, head: 3 });
    assert.deepEqual(await apiProcess().range(new Types.ObjectId()), { low: 1, head: 0 }, 'an account without messages has no places');
});
test('a process that remembers an older head goes on after the places other processes took meanwhile', async () => {
    const account = new Types.ObjectId();
    const first = apiProcess();
    const second = apiProcess();
    assert.equal(await first.append(message(account, 1)), 1);
    assert.equal(await second.append(message(account, 2)), 2);
    assert.equal(await second.append(message(account, 3)), 3);
    assert.equal(await first.append(message(account, 4)), 4, 'place 2 was taken: it searches on to the head');
    const concurrent = await Promise.all(Array.from({ length: 20 }, (_, index) => (index % 2 ? first : second).append(message(account, 10 + index))));
    assert.deepEqual([...concurrent].sort((a, b) => a - b), Array.from({ length: 20 }, (_, index) => 5 + index));
});
test('the head is found past an empty place (a refused message, or one being accepted), and from the hint', async () => {
    const account = new Types.ObjectId();
    await takePlaces(account, [...Array.from({ length: 40 }, (_, index) => index + 1).filter((n) => n !== 11 && n !== 30 && n !== 31)]);
    assert.deepEqual(await apiProcess().range(account), { low: 1, head: 40 });
    await takePlaces(account, [44]);
    assert.deepEqual(await apiProcess().range(account), { low: 1, head: 44 }, 'up to three empty places in a row are passed');
    await takePlaces(account, [49]);
    assert.deepEqual(await apiProcess().range(account), { low: 1, head: 44 }, 'four end the sequence');
    await marks.updateOne({ _id: `${account.toHexString()}:head` }, { $set: { n: 49 } }, { upsert: true });
    assert.deepEqual(await apiProcess().range(account), { low: 1, head: 49 }, 'a hint is a place known to be taken');
});
test('the last place whose message is at or before a time is found by halving; an empty place goes with the place below it', async () => {
    const account = new Types.ObjectId();
    await takePlaces(account, Array.from({ length: 30 }, (_, index) => index + 1).filter((n) => n !== 7 && n !== 8 && n !== 20));
    const sequence = apiProcess();
    const range = await sequence.range(account);
    const atOrBefore = (minute) => sequence.lastWhere(account, range, (pointer) => pointer.created_at <= new Date(Date.UTC(2026, 0, 1, 0, minute)));
    assert.deepEqual(await Promise.all([0, 1, 6, 7, 8, 9, 19, 20, 29, 30, 99].map(atOrBefore)), [0, 1, 8, 8, 8, 9, 20, 20, 29, 30, 30]);
});
test('a run of places is read newest first, a whole block from its copy once every place of it is written', async () => {
    const account = new Types.ObjectId();
    const sequence = apiProcess();
    for (let minute = 1; minute <= 105; minute += 1)
        await sequence.append(message(account, minute));
    let copy = null;
    for (let attempt = 0; attempt < 100 && !copy; attempt += 1) {
        copy = await blocks.findById(`${account.toHexString()}:block:0`).lean().exec();
        if (!copy)
            await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.ok(copy, 'copied once place 100 was taken');
    assert.equal(await blocks.countDocuments({ _id: `${account.toHexString()}:block:1` }), 0);
    const run = await sequence.readDown(account, 103, 6);
    assert.deepEqual(run.map((pointer) => pointer?.n), [103, 102, 101, 100, 99, 98]);
    assert.deepEqual(run.map((pointer) => pointer?.subject), ['Minute 103', 'Minute 102', 'Minute 101', 'Minute 100', 'Minute 99', 'Minute 98']);
    await blocks.updateOne({ _id: copy._id }, { $set: { 'pointers.98.subject': 'From the copy' } }).exec();
    assert.equal((await sequence.readDown(account, 99, 1))[0]?.subject, 'From the copy');
    assert.deepEqual(await sequence.readDown(account, 200, 2), [null, null], 'places not taken read as empty');
});
//# sourceMappingURL=account-message-sequence.spec.js.map