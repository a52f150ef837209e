import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { SharedDocuments } from './shared-documents.js';

test('a record gets one document, made on first use; another record (a reload after a write) gets its own', () => {
  const made: string[] = [];
  const documents = new SharedDocuments<{ name: string }, { of: string; copy: number }>((record) => {
    made.push(record.name);
    return { of: record.name, copy: made.length };
  });
  const first = { name: 'active' };
  assert.equal(documents.of(first), documents.of(first));
  assert.deepEqual(documents.of(first), { of: 'active', copy: 1 });
  const reloaded = { name: 'inactive' };
  assert.deepEqual(documents.of(reloaded), { of: 'inactive', copy: 2 });
  assert.deepEqual(made, ['active', 'inactive']);
  assert.equal(documents.of(null), null);
});
