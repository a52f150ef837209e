import assert from 'node:assert/strict';
import { test } from 'node:test';
import { InvalidUnsubscribeControl, takeUnsubscribeControl, unsubscribeHeaderLines } from './unsubscribe-headers.js';
const message = (...headers) => Buffer.from(`${headers.join('\r\n')}\r\n\r\nX-Platform-Unsubscribe: off\r\nbody`);
test('X-Platform-Unsubscribe (any case, folded or not) is read and removed; the body is never read', () => {
    const control = takeUnsubscribeControl(message('From: a@x.example', 'x-platform-unsubscribe:\r\n  On', 'Subject: s'));
    assert.equal(control.requested, true);
    assert.equal(control.raw.toString(), 'From: a@x.example\r\nSubject: s\r\n\r\nX-Platform-Unsubscribe: off\r\nbody');
    assert.equal(takeUnsubscribeControl(message('X-Platform-Unsubscribe: off', 'From: a@x.example')).requested, false);
});
test('without the header the message is left as it is and the domain decides', () => {
    const raw = message('From: a@x.example', 'Subject: s');
    const control = takeUnsubscribeControl(raw);
    assert.equal(control.requested, null);
    assert.equal(control.raw, raw);
    assert.equal(control.hasOwnListUnsubscribe, false);
});
test("a message's own List-Unsubscribe is noticed; a value other than on or off is refused", () => {
    assert.equal(takeUnsubscribeControl(message('List-Unsubscribe: <mailto:u@x.example>', 'From: a@x.example')).hasOwnListUnsubscribe, true);
    assert.throws(() => takeUnsubscribeControl(message('X-Platform-Unsubscribe: maybe')), InvalidUnsubscribeControl);
});
test('the headers carry the one-click link, the mailto and the one-click POST body', () => {
    assert.equal(unsubscribeHeaderLines('https://platform.example', 'abc', 'u+abc@bounces.platform.example'), 'List-Unsubscribe: <https://platform.example/u/abc>,\r\n <mailto:u+abc@bounces.platform.example?subject=unsubscribe>\r\n' +
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
});
//# sourceMappingURL=unsubscribe-headers.spec.js.map