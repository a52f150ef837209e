import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bouncesInDeliveryStatus } from './delivery-status.js';
import { parseFeedbackReport } from './feedback-report.js';
import { plainTextBounce } from './plain-text-bounce.js';

const deliveryStatus = (...recipientGroups: string[][]) =>
  ['Reporting-MTA: dns; mx.example.org', 'Arrival-Date: Wed, 1 May 2026 09:59:58 +0000', '', ...recipientGroups.flatMap((group) => [...group, ''])].join('\r\n');

test('RFC 3464: failed recipients with their status class and unfolded diagnostic; delivered ones are no bounce', () => {
  const findings = bouncesInDeliveryStatus(
    deliveryStatus(
      ['Final-Recipient: rfc822; Gone@Example.org', 'Action: failed', 'Status: 5.1.1', 'Diagnostic-Code: smtp; 550 5.1.1 <gone@example.org>:', '    User unknown'],
      ['Final-Recipient: rfc822; fine@example.org', 'Action: delivered', 'Status: 2.0.0'],
      ['Original-Recipient: rfc822;full@example.org', 'Final-Recipient: rfc822; mailbox@store.example.org', 'Action: delayed', 'Status: 4.2.2'],
    ),
  );
  assert.deepEqual(findings, [
    { type: 'hard', statusCode: '5.1.1', diagnostic: '550 5.1.1 <gone@example.org>: User unknown', recipient: 'gone@example.org' },
    { type: 'soft', statusCode: '4.2.2', diagnostic: 'delayed (4.2.2)', recipient: 'full@example.org' },
  ]);
});

test('RFC 3464: without a usable Status the diagnostic, then the action decides', () => {
  const [fromDiagnostic, fromAction] = bouncesInDeliveryStatus(
    deliveryStatus(
      ['Final-Recipient: rfc822; a@example.org', 'Action: failed', 'Status: unknown', 'Diagnostic-Code: smtp; 552 5.2.2 Over quota'],
      ['Final-Recipient: rfc822; b@example.org', 'Action: failed (bad address)'],
    ),
  );
  assert.equal(fromDiagnostic.statusCode, '5.2.2');
  assert.deepEqual([fromAction.type, fromAction.statusCode, fromAction.diagnostic], ['hard', '5.0.0', 'failed (5.0.0)']);
  assert.deepEqual(bouncesInDeliveryStatus('not a report at all'), []);
});

test('plain bounces: an enhanced status beats a reply code, and numbers in versions or addresses do not count', () => {
  const base = { envelopeFrom: '', fromHeader: 'MAILER-DAEMON@legacy.example', subject: 'failure notice' };
  assert.deepEqual(plainTextBounce({ ...base, text: 'Server 192.168.4.5.1 (Postfix 3.4.13)\n<x@legacy.example>:\nSorry, no mailbox here by that name. (#5.1.1)\n' }), {
    type: 'hard',
    statusCode: '5.1.1',
    diagnostic: 'Sorry, no mailbox here by that name. (#5.1.1)',
    recipient: null,
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
  const report = parseFeedbackReport(
    ['Feedback-Type: Abuse', 'User-Agent: SomeGenerator/1.0', 'Version: 1', 'Original-Mail-From: <b+abc@bounces.example>', 'Original-Rcpt-To: <User@Example.org>', ''].join('\r\n'),
  );
  assert.deepEqual(report, { feedbackType: 'abuse', originalMailFrom: 'b+abc@bounces.example', originalRcptTo: 'user@example.org' });
  assert.equal(parseFeedbackReport('Version: 1\r\n'), null);
});
