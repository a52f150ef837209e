import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import { classifyDeferral, isPermanentReply, parseDeliveryReply } from '@platform/contracts';

/** The reply classifier agents and the API share (packages/contracts/src/delivery-reply.ts). */
describe('delivery replies: permanent or temporary, and the class of a deferral', () => {
  test('reads the reply code after the host the agent names, and the enhanced status code', () => {
    assert.deepEqual(parseDeliveryReply('mx.example:25: 421 4.7.0 Try again later'), { code: 421, enhanced: '4.7.0' });
    assert.deepEqual(parseDeliveryReply('550-5.7.26 Unauthenticated email'), { code: 550, enhanced: '5.7.26' });
    assert.deepEqual(parseDeliveryReply('connect ECONNREFUSED 127.0.0.1:25'), { code: null, enhanced: null });
  });

  test('the enhanced code decides permanence where it disagrees with the reply code (RFC 3463)', () => {
    assert.equal(isPermanentReply('550 5.1.1 User unknown'), true);
    assert.equal(isPermanentReply('552 5.2.2 Mailbox full'), false, 'a full mailbox clears once its owner makes room');
    assert.equal(isPermanentReply('552 Requested mail action aborted: mailbox full'), false);
    assert.equal(isPermanentReply('554 4.7.1 Service temporarily unavailable'), false, 'a 4.x.x enhanced code is temporary');
    assert.equal(isPermanentReply('503 5.5.1 Bad sequence of commands'), false, 'about the session, not the mail');
    assert.equal(isPermanentReply('451 4.3.0 Local error'), false);
    assert.equal(isPermanentReply('connection timed out'), false);
  });

  test('throttling: 421, 4.7.28 (Gmail), 4.7.650 (Microsoft), Yahoo TSS04 and known texts', () => {
    for (const reply of [
      '421-4.7.28 Our system has detected an unusual rate of unsolicited mail originating from your IP address',
      '451 4.7.650 The mail server [203.0.113.5] has been temporarily rate limited due to IP reputation',
      '421 4.7.0 [TSS04] Messages from 203.0.113.5 temporarily deferred due to unexpected volume or user complaints',
      '450 4.7.0 Try again later, closing connection',
      'mx.example:25: 421 Service not available, closing transmission channel',
      '452 Too many connections from your IP',
    ]) {
      assert.equal(classifyDeferral(reply), 'throttled', reply);
    }
  });

  test('mailbox full, greylisting, connection failures and the rest', () => {
    assert.equal(classifyDeferral('452 4.2.2 The email account that you tried to reach is over quota'), 'mailbox_full');
    assert.equal(classifyDeferral('552 5.2.2 Mailbox full'), 'mailbox_full');
    assert.equal(classifyDeferral('450 4.2.0 <a@b.example>: Recipient address rejected: Greylisted, try again later'), 'greylisted');
    assert.equal(classifyDeferral('451 4.7.1 Please try again in 5 minutes'), 'greylisted');
    assert.equal(classifyDeferral('mx.example:25: connect ECONNREFUSED 127.0.0.1:25 (ECONNECTION)'), 'connection_failed');
    assert.equal(classifyDeferral('no mail host to try'), 'connection_failed');
    assert.equal(classifyDeferral('451 4.3.0 Temporary local problem'), 'other');
    assert.equal(classifyDeferral('gmail suspended on 203.0.113.5 until 14:05:00 UTC after 421 4.7.28 slow down'), 'throttled', "the agent's wait on a suspension");
    assert.equal(classifyDeferral('gmail limit reached on 203.0.113.5: 600 messages a minute'), 'throttled', "the agent's wait on a limit");
  });
});
