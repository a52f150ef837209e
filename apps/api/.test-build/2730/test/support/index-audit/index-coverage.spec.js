import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { describeShape, shapesOfCommand } from './command-shape.js';
import { describeIndex, indexCoverage } from './index-coverage.js';
const index = (...keys) => ({ collection: 'logs', name: keys.map(([field]) => field).join('_'), keys });
const find = (filter, sort) => {
    const [shape] = shapesOfCommand('find', { find: 'logs', filter, ...(sort && { sort: new Map(Object.entries(sort)) }) });
    return shape;
};
const servedBy = (shape, indexes) => indexCoverage(shape, indexes)?.indexes.map(describeIndex).join(' | ');
describe('command shapes', () => {
    test('values are dropped: fields keep how they are matched, and the sort keeps its order', () => {
        const shape = find({ user_id: 'a', status: { $in: ['x', 'y'] }, created_at: { $gte: new Date(), $lt: new Date() }, to: /^ann/, from: /ann/i, note: { $ne: '' } }, { created_at: -1, _id: -1 });
        assert.equal(describeShape(shape), 'logs.find {created_at:range, from:scan, note:scan, status:in, to:prefix, user_id:eq} sort {created_at:-1, _id:-1}');
    });
    test('a case-insensitive or unanchored regex is a scan; a one-value $in is an equality', () => {
        assert.deepEqual(find({ a: /^x/i, b: { $regex: 'x' }, c: { $regex: '^x' }, d: { $in: [1] } }).filter.fields, {
            a: 'scan',
            b: 'scan',
            c: 'prefix',
            d: 'eq',
        });
    });
    test('an aggregate is shaped by its leading $match and $sort; $collStats and a count without query read no documents', () => {
        const [shape] = shapesOfCommand('aggregate', { aggregate: 'logs', pipeline: [{ $match: { user_id: 1 } }, { $sort: { at: -1 } }, { $group: { _id: null } }] });
        assert.equal(describeShape(shape), 'logs.aggregate {user_id:eq} sort {at:-1}');
        assert.deepEqual(shapesOfCommand('aggregate', { aggregate: 'logs', pipeline: [{ $collStats: { count: {} } }] }), []);
        assert.deepEqual(shapesOfCommand('count', { count: 'logs' }), []);
        assert.deepEqual(shapesOfCommand('insert', { insert: 'logs', documents: [] }), []);
    });
    test('an update or delete command gives one shape per statement', () => {
        const shapes = shapesOfCommand('update', { update: 'logs', updates: [{ q: { _id: 1 } }, { q: { a: 1 } }] });
        assert.deepEqual(shapes.map(describeShape), ['logs.update {_id:eq}', 'logs.update {a:eq}']);
    });
});
describe('which index serves a shape (MongoDB rules)', () => {
    const byUserAndTime = index(['user_id', 1], ['created_at', -1], ['_id', -1]);
    test('equality then sort: served, in either direction of the whole index', () => {
        assert.equal(servedBy(find({ user_id: 1 }, { created_at: -1, _id: -1 }), [byUserAndTime]), '{user_id:1, created_at:-1, _id:-1}');
        assert.equal(servedBy(find({ user_id: 1 }, { created_at: 1, _id: 1 }), [byUserAndTime]), '{user_id:1, created_at:-1, _id:-1}');
    });
    test('a sort that mixes directions against the index, or that the index lacks, is not served', () => {
        assert.equal(servedBy(find({ user_id: 1 }, { created_at: -1, _id: 1 }), [byUserAndTime]), undefined);
        assert.equal(servedBy(find({ user_id: 1 }, { created_at: -1, _id: -1 }), [index(['user_id', 1], ['created_at', -1])]), undefined);
    });
    test('a field matched for equality that the index lacks, or has only after the sort, is not served', () => {
        assert.equal(servedBy(find({ user_id: 1, status: 'x' }, { created_at: -1, _id: -1 }), [byUserAndTime]), undefined);
        assert.equal(servedBy(find({ status: 'x' }, { created_at: -1 }), [index(['created_at', -1], ['status', 1])]), undefined);
    });
    test('a range before the sort field is not served; after the sort it is (equality, sort, range)', () => {
        const shape = find({ user_id: 1, to: /^ann/ }, { created_at: -1 });
        assert.equal(servedBy(shape, [index(['user_id', 1], ['to', 1], ['created_at', -1])]), undefined);
        assert.equal(servedBy(shape, [index(['user_id', 1], ['created_at', -1], ['to', 1])]), '{user_id:1, created_at:-1, to:1}');
    });
    test('$in on a prefix field is an equality without a sort, and not with a sort on later fields', () => {
        const byStatusAndTime = index(['status', 1], ['created_at', -1]);
        assert.equal(servedBy(find({ status: { $in: ['a', 'b'] }, created_at: { $gt: 0 } }), [byStatusAndTime]), '{status:1, created_at:-1}');
        assert.equal(servedBy(find({ status: { $in: ['a', 'b'] } }, { created_at: -1 }), [byStatusAndTime]), undefined);
    });
    test('a range on the sort field itself is served by the sort', () => {
        assert.equal(servedBy(find({ created_at: { $gte: 1 } }, { created_at: -1 }), [index(['created_at', -1])]), '{created_at:-1}');
    });
    test('no filter and no sort reads the whole collection; a sort alone is served by an index in its order', () => {
        assert.equal(servedBy(find({}), [index(['created_at', -1])]), undefined);
        assert.equal(servedBy(find({}, { created_at: -1 }), [index(['created_at', -1])]), '{created_at:-1}');
    });
    test('fields no index can bound are checked per entry: reported, not refused', () => {
        const coverage = indexCoverage(find({ user_id: 1, note: { $ne: '' } }, { created_at: -1, _id: -1 }), [byUserAndTime]);
        assert.deepEqual(coverage?.residual, ['note']);
        assert.equal(servedBy(find({ note: { $ne: '' } }), [byUserAndTime]), undefined);
    });
    test('a unique index held equal on every key serves whatever else the filter asks of its one entry', () => {
        const byToken = { ...index(['token', 1]), unique: true };
        assert.equal(servedBy(find({ token: 'x', expires_at: { $gt: 1 } }), [byToken]), '{token:1}');
        assert.equal(servedBy(find({ token: 'x', expires_at: { $gt: 1 } }), [index(['token', 1])]), undefined);
    });
    test('an $or is served when every branch is', () => {
        const email = index(['email', 1]);
        const names = index(['name', 1]);
        assert.equal(servedBy(find({ $or: [{ email: /^a/ }, { name: 'x' }] }), [email, names]), '{email:1} | {name:1}');
        assert.equal(servedBy(find({ $or: [{ email: /^a/ }, { name: /a/i }] }), [email, names]), undefined);
    });
    test('only indexes of the shape’s own collection count', () => {
        assert.equal(servedBy(find({ a: 1 }), [{ collection: 'other', name: 'a', keys: [['a', 1]] }]), undefined);
    });
});
//# sourceMappingURL=index-coverage.spec.js.map