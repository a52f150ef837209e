import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SecretBox } from './secret-box.js';

const box = new SecretBox({ adminToken: 'unused', secretKey: '11'.repeat(32) });

test('sealed secrets open to the original and never contain it', () => {
  const sealed = box.seal('relay-password');
  assert.ok(!sealed.includes('relay-password'));
  assert.equal(box.open(sealed), 'relay-password');
  assert.notEqual(box.seal('relay-password'), sealed, 'a fresh nonce each time');
});

test('a secret sealed with another key or tampered with does not open', () => {
  const other = new SecretBox({ adminToken: 'unused', secretKey: '22'.repeat(32) });
  assert.throws(() => other.open(box.seal('x')));
  const sealed = box.seal('value');
  const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'B' : 'A') + '=';
  assert.throws(() => box.open(tampered));
});
