import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { mongo } from 'mongoose';
import { backupFileName, parseBackupFileName, readBackupFile, UnreadableBackupError, writeBackupFile, } from './backup-file.js';
const { ObjectId, Int32, Double, Long } = mongo.BSON;
let directory;
before(async () => {
    directory = await mkdtemp(join(tmpdir(), 'backup-file-'));
});
after(async () => {
    await rm(directory, { recursive: true, force: true });
});
async function* from(items) {
    yield* items;
}
async function readAll(path) {
    const entries = [];
    for await (const entry of readBackupFile(path))
        entries.push(entry);
    return entries;
}
test('documents come back with their BSON types: ObjectIds, dates, whole and fractional numbers, longs', async () => {
    const document = {
        _id: new ObjectId(),
        created_at: new Date('2025-03-04T05:06:07.089Z'),
        count: new Int32(3),
        ratio: new Double(2),
        big: Long.fromString('9007199254740993'),
        nested: { list: ['a', null, true] },
    };
    const path = join(directory, 'round-trip.ndjson.gz');
    const counts = await writeBackupFile(path, new Date(), [
        { name: 'users', documents: from([document]) },
        { name: 'empty', documents: from([]) },
    ]);
    assert.deepEqual(counts, { users: 1, empty: 0 });
    const entries = await readAll(path);
    assert.deepEqual(entries.map((entry) => entry.kind), ['collection', 'document', 'collection']);
    const restored = entries[1].document;
    assert.ok(restored._id instanceof ObjectId && restored._id.equals(document._id));
    assert.ok(restored.created_at instanceof Date && restored.created_at.getTime() === document.created_at.getTime());
    assert.ok(restored.count instanceof Int32 && restored.count.value === 3);
    assert.ok(restored.ratio instanceof Double && restored.ratio.value === 2, 'a double stays a double even when whole');
    assert.ok(restored.big instanceof Long && restored.big.toString() === '9007199254740993');
    assert.deepEqual(restored.nested, document.nested);
});
test('a file cut short, damaged, or of another format is unreadable', async () => {
    const path = join(directory, 'whole.ndjson.gz');
    await writeBackupFile(path, new Date(), [{ name: 'users', documents: from([{ _id: new ObjectId() }, { _id: new ObjectId() }]) }]);
    const whole = await readFile(path);
    const cases = [
        ['truncated gzip', whole.subarray(0, whole.length - 12)],
        ['not gzip', Buffer.from('plain text')],
        ['no closing line', gzipSync('{"format":"platform-backup","version":1,"taken_at":"2025-01-01T00:00:00.000Z"}\n{"collection":"users"}\n')],
        ['other format', gzipSync('{"format":"something-else","version":1}\n{"end":true,"counts":{}}\n')],
        [
            'counts that do not match',
            gzipSync('{"format":"platform-backup","version":1}\n{"collection":"users"}\n{"end":true,"counts":{"users":5}}\n'),
        ],
        ['a document before any collection', gzipSync('{"format":"platform-backup","version":1}\n{"document":{}}\n{"end":true,"counts":{}}\n')],
    ];
    for (const [name, content] of cases) {
        const damaged = join(directory, `${name}.ndjson.gz`);
        await writeFile(damaged, content);
        await assert.rejects(readAll(damaged), UnreadableBackupError, name);
    }
});
test('backup file names carry the time and the reason, and other names are not backups', () => {
    const takenAt = new Date('2025-01-31T02:03:04.005Z');
    const file = backupFileName(takenAt, 'pre-restore');
    assert.equal(file, 'backup-2025-01-31T02-03-04-005Z-pre-restore.ndjson.gz');
    assert.deepEqual(parseBackupFileName(file), { file, takenAt, reason: 'pre-restore' });
    for (const other of [`${file}.partial`, 'backup-2025-01-31T02-03-04-005Z-weekly.ndjson.gz', 'notes.txt']) {
        assert.equal(parseBackupFileName(other), null, other);
    }
});
//# sourceMappingURL=backup-file.spec.js.map