import assert from 'node:assert/strict';
import { test } from 'node:test';
import { domainOfAddress, ensureMessageId } from './message-headers.js';

test('keeps a Message-ID the message already has', () => {
  const raw = Buffer.from('From: a@example.com\r\nMessage-ID: <abc@example.com>\r\n\r\nbody');
  const result = ensureMessageId(raw, 'example.com');
  assert.equal(result.messageId, 'abc@example.com');
  assert.equal(result.raw, raw);
});

test('adds a Message-ID and a Date to a message without them', () => {
  const raw = Buffer.from('From: a@example.com\r\nSubject: hi\r\n\r\nMessage-ID: <in-body@x>');
  const result = ensureMessageId(raw, 'example.com');
  assert.match(result.messageId, /^[0-9a-f-]{36}@example\.com$/);
  const text = result.raw.toString();
  assert.ok(text.startsWith(`Message-ID: <${result.messageId}>\r\nDate: `));
  assert.ok(text.endsWith('From: a@example.com\r\nSubject: hi\r\n\r\nMessage-ID: <in-body@x>'));
});

test('domainOfAddress lower-cases the part after the last @', () => {
  assert.equal(domainOfAddress('"a@b"@Example.COM'), 'example.com');
  assert.equal(domainOfAddress('nobody'), '');
});
