import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import mongoose, { Types } from 'mongoose';
import { MessageEventSchema } from '../message-log/message-event.schema.js';
import { schemaDefaults } from './schema-defaults.js';

test('an event filled with the schema defaults is stored as the mongoose document of it would be', () => {
  const Event = mongoose.model('SchemaDefaultsProbe', MessageEventSchema);
  const withDefaults = schemaDefaults(MessageEventSchema);
  const given = {
    _id: 'event-1',
    message: new Types.ObjectId(),
    user_id: new Types.ObjectId(),
    type: 'opened' as const,
    recipient: 'reader@example.org',
    user_agent: 'Reader/1.0',
    bounce_reason_source: undefined,
    created_at: new Date('2026-11-27T04:00:00Z'),
  };
  const filled = withDefaults(given);
  const { __v: _version, ...hydrated } = new Event(given).toObject();
  assert.deepEqual(filled, hydrated);
  assert.equal(filled.response, '', 'a default is filled in');
  assert.equal((filled as Record<string, unknown>).attempt, null, 'a null default is filled in');
  assert.equal(filled.recipient, 'reader@example.org', 'a given field is kept');
  assert.ok(!('bounce_reason_source' in filled), 'an undefined field is left out');
  assert.ok('bounce_reason_source' in given, 'the given document is not changed');
});

test('a default that is a function is called for each document', () => {
  let calls = 0;
  const schema = new mongoose.Schema({ name: String, tags: { type: [String] }, made: { type: Number, default: () => ++calls } });
  const withDefaults = schemaDefaults(schema);
  assert.deepEqual(withDefaults({ _id: 1, name: 'a' }), { _id: 1, name: 'a', tags: [], made: 1 });
  assert.deepEqual(withDefaults({ _id: 2, name: 'b', made: 7 }), { _id: 2, name: 'b', made: 7, tags: [] });
  assert.equal(calls, 1);
});
