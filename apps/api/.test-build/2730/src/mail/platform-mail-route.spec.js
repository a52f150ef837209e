import assert from 'node:assert/strict';
import { test } from 'node:test';
import { choosePlatformMailRoute } from './platform-mail-route.js';
test('saved SMTP settings override every other route', () => {
    assert.equal(choosePlatformMailRoute({ smtpSettingsSaved: true, platformDomainReady: true }), 'smtp_settings');
    assert.equal(choosePlatformMailRoute({ smtpSettingsSaved: true, platformDomainReady: false }), 'smtp_settings');
});
test("without them the platform's own sending domain carries the mail when it can send", () => {
    assert.equal(choosePlatformMailRoute({ smtpSettingsSaved: false, platformDomainReady: true }), 'platform_domain');
});
test('with no transport at all the mail is kept in the console mailbox', () => {
    assert.equal(choosePlatformMailRoute({ smtpSettingsSaved: false, platformDomainReady: false }), 'console_mailbox');
});
//# sourceMappingURL=platform-mail-route.spec.js.map