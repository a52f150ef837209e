import assert from 'node:assert/strict';
import { test } from 'node:test';
import { summarizeHeaders } from './stored-headers.js';
test('headers are unfolded and decoded, From and Subject picked out, the body never read', () => {
    const raw = Buffer.from([
        'DKIM-Signature: v=1; a=rsa-sha256;',
        '\tb=abc',
        'From: =?utf-8?B?w4lsaXNl?= <elise@example.com>',
        'Subject: =?utf-8?Q?Caf=C3=A9?= today',
        'To: a@example.org',
        '',
        'Subject: not a header, the body',
    ].join('\r\n'));
    const summary = summarizeHeaders(raw);
    assert.equal(summary.from, 'Élise <elise@example.com>');
    assert.equal(summary.subject, 'Café today');
    assert.deepEqual(summary.headers[0], { name: 'DKIM-Signature', value: 'v=1; a=rsa-sha256; b=abc' });
    assert.equal(summary.headers.length, 4);
});
test('a message without a subject has an empty one', () => {
    assert.equal(summarizeHeaders(Buffer.from('From: a@b.example\r\n\r\nhi')).subject, '');
});
//# sourceMappingURL=stored-headers.spec.js.map