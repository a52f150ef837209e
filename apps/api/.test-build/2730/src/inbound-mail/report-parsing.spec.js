import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bouncesInDeliveryStatus } from './delivery-status.js';
import { meaningOfFeedbackType, parseFeedbackReport } from './feedback-report.js';
import { plainTextBounce } from './plain-text-bounce.js';
const deliveryStatus = (...recipientGroups) => ['Reporting-MTA: dns; mx.example.org', 'Arrival-Date: Wed, 1 May 2026 09:59:58 +0000', '', ...recipientGroups.flatMap((group) => [...group, ''])].join('\r\n');
test('RFC 3464: failed recipients with their status class and unfolded diagnostic; delivered ones are no bounce', () => {
    const findings = bouncesInDeliveryStatus(deliveryStatus(['Final-Recipient: rfc822; Gone@Example.org', 'Action: failed', 'Status: 5.1.1', 'Diagnostic-Code: smtp; 550 5.1.1 <gone@example.org>:', '    User unknown'], ['Final-Recipient: rfc822; fine@example.org', 'Action: delivered', 'Status: 2.0.0'], ['Original-Recipient: rfc822;full@example.org', 'Final-Recipient: rfc822; mailbox@store.example.org', 'Action: delayed', 'Status: 4.2.2']));
    assert.deepEqual(findings, [
        {
            type: 'hard',
            statusCode: '5.1.1',
            diagnostic: '550 5.1.1 <gone@example.org>: User unknown',
            recipient: 'gone@example.org',
            classification: { reason: 'user_unknown', source: 'status_code', addressLevel: true },
        },
        {
            type: 'soft',
            statusCode: '4.2.2',
            diagnostic: 'delayed (4.2.2)',
            recipient: 'full@example.org',
            classification: { reason: 'mailbox_full', source: 'status_code', addressLevel: false },
        },
    ]);
});
test('RFC 3464: without a usable Status the diagnostic, then the action decides', () => {
    const [fromDiagnostic, fromAction] = bouncesInDeliveryStatus(deliveryStatus(['Final-Recipient: rfc822; a@example.org', 'Action: failed', 'Status: unknown', 'Diagnostic-Code: smtp; 552 5.2.2 Over quota'], ['Final-Recipient: rfc822; b@example.org', 'Action: failed (bad address)']));
    assert.equal(fromDiagnostic.statusCode, '5.2.2');
    assert.deepEqual([fromAction.type, fromAction.statusCode, fromAction.diagnostic, fromAction.classification.reason], ['hard', '5.0.0', 'failed (5.0.0)', 'other']);
    assert.deepEqual(bouncesInDeliveryStatus('not a report at all'), []);
});
test('plain bounces: an enhanced status beats a reply code, and numbers in versions or addresses do not count', () => {
    const base = { envelopeFrom: '', fromHeader: 'MAILER-DAEMON@legacy.example', subject: 'failure notice' };
    assert.deepEqual(plainTextBounce({ ...base, text: 'Server 192.168.4.5.1 (Postfix 3.4.13)\n<x@legacy.example>:\nSorry, no mailbox here by that name. (#5.1.1)\n' }), {
        type: 'hard',
        statusCode: '5.1.1',
        diagnostic: 'Sorry, no mailbox here by that name. (#5.1.1)',
        recipient: null,
        classification: { reason: 'user_unknown', source: 'status_code', addressLevel: true },
    });
    assert.deepEqual(plainTextBounce({ ...base, text: 'host mx.example.org said: 452 mailbox full (in reply to RCPT TO command)' })?.statusCode, '4.0.0');
    assert.equal(plainTextBounce({ ...base, text: 'Your message was delivered, thank you.' }), null, 'no status: not taken for a bounce');
});
test('plain bounces: only from a bounce sender or with a bounce subject, never an auto-reply', () => {
    const text = '550 5.1.1 user unknown';
    assert.equal(plainTextBounce({ envelopeFrom: 'someone@example.org', fromHeader: 'Someone <someone@example.org>', subject: 'Re: hello', text }), null);
    assert.notEqual(plainTextBounce({ envelopeFrom: 'x@example.org', fromHeader: 'x@example.org', subject: 'Undelivered Mail Returned to Sender', text }), null);
    assert.equal(plainTextBounce({ envelopeFrom: '', fromHeader: 'x@example.org', subject: 'Automatic reply: hello', text }), null);
});
test('ARF: feedback type, Original-Mail-From and Original-Rcpt-To', () => {
    const report = parseFeedbackReport(['Feedback-Type: Abuse', 'User-Agent: SomeGenerator/1.0', 'Version: 1', 'Original-Mail-From: <b+abc@bounces.example>', 'Original-Rcpt-To: <User@Example.org>', ''].join('\r\n'));
    assert.deepEqual(report, { feedbackType: 'abuse', originalMailFrom: 'b+abc@bounces.example', originalRcptTo: 'user@example.org', reportedDomain: null, authFailure: null });
    assert.equal(parseFeedbackReport('Version: 1\r\n'), null);
});
test('plain bounces: without any code, a known failure text in a notice that calls itself a bounce (Domino)', () => {
    const domino = plainTextBounce({
        envelopeFrom: '',
        fromHeader: 'Postmaster@acme.example',
        subject: 'DELIVERY FAILURE: User jane (jane@acme.example) not listed in Domino Directory',
        text: 'Your message\n\n  Subject: Hello\n\nwas not delivered to:\n\n  jane@acme.example\n\nbecause:\n\n  User jane (jane@acme.example) not listed in Domino Directory\n',
    });
    assert.deepEqual(domino, {
        type: 'hard',
        statusCode: null,
        diagnostic: 'User jane (jane@acme.example) not listed in Domino Directory',
        recipient: null,
        classification: { reason: 'user_unknown', source: 'text', addressLevel: true },
    });
    const noNotice = { envelopeFrom: '', fromHeader: 'jane@acme.example', subject: 'Re: Hello', text: 'User unknown here, who are you?' };
    assert.equal(plainTextBounce(noNotice), null, 'a null sender alone does not make a text without a code a bounce');
});
test('plain bounces: an RFC 3834 auto-reply is never a bounce, a MAILER-DAEMON notice marked auto-replied still is', () => {
    const text = '550 5.1.1 user unknown';
    assert.equal(plainTextBounce({ envelopeFrom: '', fromHeader: 'jane@example.org', subject: 'Away', text, autoReply: true }), null);
    assert.notEqual(plainTextBounce({ envelopeFrom: '', fromHeader: 'MAILER-DAEMON@example.org', subject: 'Undelivered Mail', text, autoReply: true }), null);
});
test('ARF: what each Feedback-Type means; auth-failure names the reported domain', () => {
    assert.deepEqual(['abuse', 'fraud', 'opt-out', 'auth-failure', 'not-spam', 'virus', 'other'].map(meaningOfFeedbackType), ['complaint', 'complaint', 'unsubscribe', 'authentication-failure', 'ignored', 'ignored', 'ignored']);
    const report = parseFeedbackReport(['Feedback-Type: auth-failure', 'Version: 1', 'Auth-Failure: dmarc', 'Reported-Domain: Sender.Example', ''].join('\r\n'));
    assert.deepEqual([report?.reportedDomain, report?.authFailure], ['sender.example', 'dmarc']);
});
//# sourceMappingURL=report-parsing.spec.js.map