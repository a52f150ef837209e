import assert from 'node:assert/strict';
import { test } from 'node:test';
import { redactUrl } from './log-redaction.js';
test('secret query values are blanked, other parameters and the path kept', () => {
    assert.equal(redactUrl('/api/admin/sso?token=abc&page=2'), '/api/admin/sso?token=[Redacted]&page=2');
    assert.equal(redactUrl('/x?api_key=1&Password=2&code=3&q=find'), '/x?api_key=[Redacted]&Password=[Redacted]&code=[Redacted]&q=find');
    assert.equal(redactUrl('/x?%74oken=abc'), '/x?%74oken=[Redacted]', 'an encoded name is recognised too');
    assert.equal(redactUrl('/api/v1/messages'), '/api/v1/messages');
});
test('recipient tokens in unsubscribe and tracking paths are blanked', () => {
    assert.equal(redactUrl('/u/eyJhbGciOi.secret'), '/u/[Redacted]');
    assert.equal(redactUrl('/t/c/token-value?x=1'), '/t/c/[Redacted]?x=1');
    assert.equal(redactUrl('/t/o/pixel.gif'), '/t/o/[Redacted]');
});
//# sourceMappingURL=log-redaction.spec.js.map