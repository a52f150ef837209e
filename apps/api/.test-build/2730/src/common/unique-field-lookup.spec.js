import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Types } from 'mongoose';
import { UniqueFieldLookup } from './unique-field-lookup.js';
/** A lookup over records kept in a Map, recording which kind of read each find made. */
function setUp() {
    const rows = new Map();
    const reads = [];
    const lookup = new UniqueFieldLookup({
        findById: async (id) => {
            reads.push('by _id');
            return rows.get(id.toString()) ?? null;
        },
        findByField: async (email) => {
            reads.push('by e-mail');
            return [...rows.values()].find((row) => row.email === email) ?? null;
        },
        fieldOf: (row) => row.email,
    });
    const insert = (email) => {
        const row = { _id: new Types.ObjectId(), email };
        rows.set(row._id.toString(), row);
        return row;
    };
    return { lookup, rows, reads, insert };
}
test('the first find searches by the field; later ones read the record by the _id it had', async () => {
    const { lookup, reads, insert } = setUp();
    const row = insert('a@example.com');
    assert.equal(await lookup.find('a@example.com'), row);
    assert.equal(await lookup.find('a@example.com'), row);
    assert.deepEqual(reads, ['by e-mail', 'by _id']);
});
test('a record that no longer holds the value is not returned: the lookup searches again', async () => {
    const { lookup, reads, insert } = setUp();
    const row = insert('a@example.com');
    await lookup.find('a@example.com');
    row.email = 'b@example.com';
    assert.equal(await lookup.find('a@example.com'), null);
    const successor = insert('a@example.com');
    assert.equal(await lookup.find('a@example.com'), successor);
    assert.deepEqual(reads, ['by e-mail', 'by _id', 'by e-mail', 'by e-mail']);
});
test('a deleted record is not returned, and a value that finds nothing is not remembered', async () => {
    const { lookup, rows, reads, insert } = setUp();
    const row = insert('a@example.com');
    await lookup.find('a@example.com');
    rows.delete(row._id.toString());
    assert.equal(await lookup.find('a@example.com'), null);
    assert.equal(await lookup.find('a@example.com'), null);
    assert.deepEqual(reads, ['by e-mail', 'by _id', 'by e-mail', 'by e-mail']);
});
//# sourceMappingURL=unique-field-lookup.spec.js.map