import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BOUNCE_REASONS } from '@platform/contracts';
import { classifyBounce } from './bounce-classifier.js';
/** [status code or null, diagnostic, expected reason]: samples in each provider's and MTA's own words. */
const BY_STATUS_CODE = [
    ['5.1.1', 'user_unknown'],
    ['5.1.10', 'user_unknown'],
    ['5.1.2', 'host_unknown'],
    ['5.4.4', 'host_unknown'],
    ['5.1.6', 'has_moved'],
    ['5.2.1', 'suspended'],
    ['4.2.2', 'mailbox_full'],
    ['5.2.2', 'mailbox_full'],
    ['5.3.4', 'message_too_large'],
    ['5.2.3', 'message_too_large'],
    ['4.4.7', 'expired'],
    ['5.7.26', 'authentication_failure'],
    ['5.7.23', 'authentication_failure'],
    ['5.7.28', 'spam_detected'],
    ['5.7.606', 'blocked'],
    ['4.4.5', 'rate_limited'],
    ['5.6.0', 'filtered'],
    ['5.7.1', 'policy'],
    ['5.0.0', 'other'],
];
const BY_TEXT = [
    // unknown users, each family
    [null, 'CN=Jane Doe/O=Acme is not listed in Domino Directory', 'user_unknown'],
    [null, 'User unknown', 'user_unknown'],
    [null, '550 <x@legacy.example>... User unknown', 'user_unknown'],
    [null, 'Sorry, no mailbox here by that name. (#5.1.1)', 'user_unknown'],
    ['5.0.0', '550 5.1.1 The email account that you tried to reach does not exist.', 'user_unknown'],
    ['5.4.1', '550 5.4.1 Recipient address rejected: Access denied. AS(201806281)', 'user_unknown'],
    [null, 'RESOLVER.ADR.RecipNotFound; not found', 'user_unknown'],
    [null, "554 delivery error: dd This user doesn't have a yahoo.com account", 'user_unknown'],
    [null, '550 Message was not accepted -- invalid mailbox.  Local mailbox x@mail.ru is unavailable: user not found', 'user_unknown'],
    [null, '550 5.0.0 <x@docomo.example>: Recipient address rejected: unknown local part', 'user_unknown'],
    // unknown hosts
    [null, 'Host or domain name not found. Name service error for name=nowhere.example type=MX', 'host_unknown'],
    [null, 'Unrouteable domain', 'host_unknown'],
    // full, too large, suspended, moved, expired
    [null, '552 Requested mail action aborted: exceeded storage allocation', 'mailbox_full'],
    [null, 'Mailbox quota exceeded (mailbox size limit)', 'mailbox_full'],
    [null, '552 Message size exceeds fixed maximum message size', 'message_too_large'],
    [null, '550 5.2.0 This account has been disabled or discontinued', 'suspended'],
    [null, '550 Address has moved to jane@new.example', 'has_moved'],
    [null, 'retry timeout exceeded', 'expired'],
    [null, "I'm not going to try again; this message has been in the queue too long.", 'expired'],
    [null, 'Gave up after 8 attempts: 421 4.7.0 Try again later', 'expired'],
    // the sender's side: never the address
    ['5.7.1', '550 5.7.1 Service unavailable; Client host [192.0.2.1] blocked using zen.spamhaus.org', 'blocked'],
    ['5.7.1', '550 5.7.1 Unfortunately, messages from [192.0.2.1] weren\'t sent. Please contact your Internet service provider since part of their network is on our block list (S3150).', 'blocked'],
    [null, '553 5.7.1 [TSS04] Messages from 192.0.2.1 temporarily deferred due to unexpected volume or user complaints', 'blocked'],
    ['5.7.1', "550 5.7.1 Our system has detected that this message is likely unsolicited mail. To reduce the amount of spam sent to Gmail, this message has been blocked.", 'spam_detected'],
    ['5.7.1', '550 5.7.1 Message rejected: virus found in attachment', 'filtered'],
    ['5.7.1', '550 5.7.1 Unauthenticated email from example.org is not accepted due to domain\'s DMARC policy.', 'authentication_failure'],
    ['4.7.0', '421 4.7.0 [TS01] Messages from 192.0.2.1 temporarily deferred due to excessive rate', 'rate_limited'],
    ['4.7.28', '421 4.7.28 Our system has detected an unusual rate of unsolicited mail', 'spam_detected'],
    ['5.7.1', '554 5.7.1 <x@example.org>: Relay access denied', 'policy'],
    ['5.1.0', '550 5.1.0 <b+token@bounces.example>: Sender address rejected: need fully-qualified address', 'policy'],
    ['5.1.0', '550 5.1.0 <x@example.org>: Address unknown', 'user_unknown'],
    [null, 'something nobody ever wrote', 'other'],
];
test('every documented reason is reached by the tables (status codes and texts together)', () => {
    const reached = new Set([...BY_STATUS_CODE.map(([, reason]) => reason), ...BY_TEXT.map(([, , reason]) => reason)]);
    assert.deepEqual([...BOUNCE_REASONS].filter((reason) => !reached.has(reason)), []);
});
test('status codes: a specific code decides on its own; a broad one gives its default', () => {
    for (const [code, reason] of BY_STATUS_CODE) {
        const classification = classifyBounce(code, '');
        assert.deepEqual([code, classification.reason, classification.source], [code, reason, 'status_code']);
    }
});
test("texts: each provider's and MTA's wording gives its reason, also under a broad code", () => {
    const wrong = BY_TEXT.filter(([code, text, reason]) => classifyBounce(code, text).reason !== reason);
    assert.deepEqual(wrong.map(([code, text]) => [text, classifyBounce(code, text).reason]), []);
});
test('only user unknown, host unknown and has moved are address-level', () => {
    assert.equal(classifyBounce('5.1.1', '550 5.1.1 User unknown').addressLevel, true);
    assert.deepEqual(classifyBounce(null, 'CN=Jane/O=Acme: User unknown'), { reason: 'user_unknown', source: 'text', addressLevel: true });
    assert.equal(classifyBounce('5.1.2', '').addressLevel, true);
    assert.equal(classifyBounce('5.1.6', '').addressLevel, true);
    for (const [code, text] of [
        ['5.7.1', '550 5.7.1 Client host [192.0.2.1] blocked using zen.spamhaus.org'],
        ['5.2.2', '552 5.2.2 Mailbox full'],
        ['5.7.26', '550 5.7.26 This message does not pass authentication checks (DMARC)'],
    ]) {
        assert.equal(classifyBounce(code, text).addressLevel, false, text);
    }
});
test('the status code in the diagnostic is used when the report gave none; a specific code beats the text', () => {
    assert.deepEqual(classifyBounce(null, '552 5.2.2 <x@example.org>: user unknown or mailbox full'), {
        reason: 'mailbox_full',
        source: 'status_code',
        addressLevel: false,
    });
    assert.equal(classifyBounce(null, '', 'Your message to jane@acme.example was not delivered: User unknown').reason, 'user_unknown');
});
//# sourceMappingURL=bounce-classifier.spec.js.map