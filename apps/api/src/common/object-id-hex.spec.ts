import assert from 'node:assert/strict';
import { test } from '@jest/globals';
import { Types } from 'mongoose';
import { objectIdHex } from './object-id-hex.js';

test('objectIdHex gives the same 24 hex digits as toHexString, for fresh ids and ones read from hex', () => {
  for (const id of [new Types.ObjectId(), new Types.ObjectId('000000000000000000000000'), new Types.ObjectId('ffffffffffffffffffffffff'), new Types.ObjectId('6650c0ffee00000000000a01')]) {
    assert.equal(objectIdHex(id), id.toHexString());
  }
});
