import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isSenderAddress } from './smtp-settings.validators.js';
test('a sender is an e-mail address, optionally with a display name', () => {
    for (const sender of [
        'no-reply@example.com',
        'Platform <no-reply@example.com>',
        '"Platform, Inc." <a@example.com>',
        '<a@example.com>',
        // A fresh install's own name: a single-label domain, like the SMTP host may be.
        'Platform <no-reply@localhost>',
        'no-reply@localhost',
    ]) {
        assert.equal(isSenderAddress(sender), true, sender);
    }
});
test('anything else is not a sender, including header injection through line breaks', () => {
    for (const sender of ['', 'nobody', 'Platform <nobody>', 'Platform <no-reply@>', 'no-reply@local host', 'a@example.com\r\nBcc: b@example.com', 'A <a@example.com> trailing', 42, null]) {
        assert.equal(isSenderAddress(sender), false, String(sender));
    }
});
//# sourceMappingURL=smtp-settings.validators.spec.js.map