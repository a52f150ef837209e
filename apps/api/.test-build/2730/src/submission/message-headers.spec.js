import assert from 'node:assert/strict';
import { test } from 'node:test';
import { domainOfAddress, fieldValue, prepareForSigning, readHeaderSection } from './message-headers.js';
const RECEIVED = 'Received: from client.example ([192.0.2.1])\r\n\tby mx.test with ESMTPSA id 1;\r\n\tMon, 01 Jan 2024 00:00:00 +0000';
const prepare = (raw) => prepareForSigning(raw, readHeaderSection(raw), { received: RECEIVED, messageIdDomain: 'example.com' });
test('keeps a Message-ID the message already has, and puts the Received field on top', () => {
    const raw = Buffer.from('From: a@example.com\r\nDate: Mon, 01 Jan 2024 00:00:00 +0000\r\nMessage-ID: <abc@example.com>\r\n\r\nbody');
    const result = prepare(raw);
    assert.equal(result.messageId, 'abc@example.com');
    assert.equal(result.raw.toString(), `${RECEIVED}\r\n${raw.toString()}`);
});
test('adds a Message-ID and a Date to a message without them', () => {
    const raw = Buffer.from('From: a@example.com\r\nSubject: hi\r\n\r\nMessage-ID: <in-body@x>');
    const result = prepare(raw);
    assert.match(result.messageId, /^[0-9a-f-]{36}@example\.com$/);
    const text = result.raw.toString();
    assert.ok(text.startsWith(`${RECEIVED}\r\nMessage-ID: <${result.messageId}>\r\nDate: `));
    assert.ok(text.endsWith('From: a@example.com\r\nSubject: hi\r\n\r\nMessage-ID: <in-body@x>'));
});
test('removes every DKIM-Signature and Return-Path field, in any case and folded, and leaves the body alone', () => {
    const raw = Buffer.from([
        'DKIM-Signature: v=1; d=elsewhere.example;',
        '\tb=abc',
        'From: a@example.com',
        'return-path: <bounce@elsewhere.example>',
        'Date: Mon, 01 Jan 2024 00:00:00 +0000',
        'Message-ID: <m@example.com>',
        'dkim-signature',
        ' : v=1; d=folded-name.example',
        'RETURN-PATH:<x@y.example>',
        '',
        'DKIM-Signature: stays in the body',
    ].join('\r\n'));
    const text = prepare(raw).raw.toString();
    assert.equal(text, `${RECEIVED}\r\nFrom: a@example.com\r\nDate: Mon, 01 Jan 2024 00:00:00 +0000\r\nMessage-ID: <m@example.com>\r\n\r\nDKIM-Signature: stays in the body`);
});
test('the header section ends at the first empty line, whether lines end with CRLF or LF', () => {
    const lf = readHeaderSection(Buffer.from('From: a@example.com\nSubject: x\n\nFrom: body@example.com\r\n\r\n'));
    assert.deepEqual(lf.fields.map((field) => field.key), ['from', 'subject']);
    const crlf = readHeaderSection(Buffer.from('From: a@example.com\r\nSubject: x\r\n\r\nFrom: body@example.com\n\n'));
    assert.deepEqual(crlf.fields.map((field) => field.key), ['from', 'subject']);
    assert.deepEqual(readHeaderSection(Buffer.from('\r\nFrom: body@example.com\r\n')).fields, []);
    const noBody = readHeaderSection(Buffer.from('From: a@example.com'));
    assert.deepEqual(noBody.fields.map((field) => fieldValue(field)), [' a@example.com']);
});
test('a folded field is one field, its value unfolded', () => {
    const [from] = readHeaderSection(Buffer.from('From: "A, B"\r\n <a@example.com>\r\n\r\n')).fields;
    assert.equal(fieldValue(from), ' "A, B" <a@example.com>');
});
test('domainOfAddress lower-cases the part after the last @', () => {
    assert.equal(domainOfAddress('"a@b"@Example.COM'), 'example.com');
    assert.equal(domainOfAddress('nobody'), '');
});
//# sourceMappingURL=message-headers.spec.js.map