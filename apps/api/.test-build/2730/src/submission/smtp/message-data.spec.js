import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import { readMessageData } from './message-data.js';
test('returns the whole message when it is within the cap', async () => {
    const message = await readMessageData(Readable.from([Buffer.from('Subject: a\r\n'), Buffer.from('\r\nbody')]), 18);
    assert.equal(message?.toString(), 'Subject: a\r\n\r\nbody');
});
test('reads a message over the cap to its end and answers null', async () => {
    let read = 0;
    const chunks = Array.from({ length: 10 }, () => Buffer.alloc(10, 'x'));
    const stream = Readable.from((function* () {
        for (const chunk of chunks) {
            read += 1;
            yield chunk;
        }
    })());
    assert.equal(await readMessageData(stream, 25), null);
    assert.equal(read, 10, 'every chunk was read, so the client reaches the end of DATA');
});
//# sourceMappingURL=message-data.spec.js.map