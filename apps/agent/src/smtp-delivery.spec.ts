import assert from 'node:assert/strict';
import { afterAll, afterEach, beforeAll, describe, it } from '@jest/globals';

import { SmtpConnectionCache } from './smtp-connection-cache.js';
import { deliverToMailHosts } from './smtp-delivery.js';
import { leaseFor } from './test-support/lease.js';
import { closedPort, startRecipientSmtpServer, type RecipientSmtpServer } from './test-support/recipient-smtp-server.js';

describe('deliverToMailHosts against a real SMTP server', () => {
  let server: RecipientSmtpServer;
  let connections: SmtpConnectionCache;

  beforeAll(async () => {
    server = await startRecipientSmtpServer({
      mailFrom: (address) => (address === 'blocked@example.com' ? '550 sender blocked' : undefined),
      rcptTo: (address) => {
        if (address.startsWith('bounce@')) return '550 5.1.1 no such user';
        if (address.startsWith('later@')) return '451 4.2.1 mailbox busy, try later';
        return undefined;
      },
      message: (raw) => {
        if (raw.includes('spam')) return '554 5.7.1 looks like spam';
        if (raw.includes('greylist')) return '452 4.7.1 greylisted';
        return undefined;
      },
    });
  });
  afterEach(async () => { await connections?.closeAll(); });
  afterAll(async () => { await server.close(); });

  const hosts = () => [{ host: '127.0.0.1', port: server.port }];
  const newConnections = () => (connections = new SmtpConnectionCache({ maxOpen: 4, tlsRejectUnauthorized: false }));

  it('sends from the lease source IP with its HELO over STARTTLS, the message byte for byte', async () => {
    const message = 'Subject: hi\r\nDKIM-Signature: v=1; b=abc\r\n\r\nCaf\u00e9 body\r\n';
    const lease = leaseFor({ message, recipients: ['ok@recipient.example', 'ok2@recipient.example'] });
    const before = server.received.length;

    const delivery = await deliverToMailHosts(lease, hosts(), newConnections());

    assert.equal(delivery.via, `127.0.0.1:${server.port}`);
    assert.deepEqual(
      delivery.results.map(({ address, outcome }) => ({ address, outcome })),
      [
        { address: 'ok@recipient.example', outcome: 'delivered' },
        { address: 'ok2@recipient.example', outcome: 'delivered' },
      ],
    );
    assert.match(delivery.results[0].response, /^250 /);
    const received = server.received[before];
    assert.equal(received.remoteAddress, '127.0.0.2');
    assert.equal(received.helo, 'mail1.example.test');
    assert.equal(received.secure, true, 'STARTTLS with the server self-signed certificate');
    assert.equal(received.from, 'sender@example.com');
    assert.deepEqual(received.to, ['ok@recipient.example', 'ok2@recipient.example']);
    assert.equal(received.raw.toString(), message);
  });

  it('classifies each recipient by its own reply: 2xx delivered, 5xx bounced, 4xx deferred', async () => {
    const lease = leaseFor({ recipients: ['ok@recipient.example', 'bounce@recipient.example', 'later@recipient.example'] });
    const { results } = await deliverToMailHosts(lease, hosts(), newConnections());
    assert.deepEqual(results.map(({ outcome }) => outcome), ['delivered', 'bounced', 'deferred']);
    assert.match(results[1].response, /^550 5\.1\.1 no such user/);
    assert.match(results[2].response, /^451 4\.2\.1 mailbox busy, try later/);
  });

  it('classifies each recipient when every one of them is refused', async () => {
    const lease = leaseFor({ recipients: ['bounce@recipient.example', 'later@recipient.example'] });
    const { results } = await deliverToMailHosts(lease, hosts(), newConnections());
    assert.deepEqual(results.map(({ outcome }) => outcome), ['bounced', 'deferred']);
  });

  it('bounces every recipient when the message is refused with 5xx after DATA', async () => {
    const lease = leaseFor({ message: 'Subject: spam\r\n\r\nspam\r\n', recipients: ['a@recipient.example', 'b@recipient.example'] });
    const { results } = await deliverToMailHosts(lease, hosts(), newConnections());
    assert.deepEqual(results.map(({ outcome }) => outcome), ['bounced', 'bounced']);
    assert.match(results[0].response, /^554 5\.7\.1 looks like spam/);
  });

  it('defers when the message is refused with 4xx after DATA', async () => {
    const lease = leaseFor({ message: 'Subject: greylist\r\n\r\nx\r\n' });
    const { results } = await deliverToMailHosts(lease, hosts(), newConnections());
    assert.equal(results[0].outcome, 'deferred');
    assert.match(results[0].response, /^452 4\.7\.1 greylisted/);
  });

  it('bounces every recipient when MAIL FROM is refused with 5xx, and keeps the session usable', async () => {
    const cache = newConnections();
    const refused = await deliverToMailHosts(leaseFor({ envelope_from: 'blocked@example.com' }), hosts(), cache);
    assert.deepEqual(refused.results.map(({ outcome }) => outcome), ['bounced']);
    const connectionsBefore = server.connections;
    const next = await deliverToMailHosts(leaseFor(), hosts(), cache);
    assert.equal(next.results[0].outcome, 'delivered');
    assert.equal(server.connections, connectionsBefore, 'the session was reset and reused');
  });

  it('tries the next MX host when one refuses the connection', async () => {
    const deadPort = await closedPort();
    const delivery = await deliverToMailHosts(
      leaseFor(),
      [{ host: '127.0.0.1', port: deadPort }, ...hosts()],
      newConnections(),
    );
    assert.equal(delivery.results[0].outcome, 'delivered');
    assert.equal(delivery.via, `127.0.0.1:${server.port}`);
  });

  it('defers with the connection failure when no MX host can be reached', async () => {
    const deadPort = await closedPort();
    const delivery = await deliverToMailHosts(leaseFor(), [{ host: '127.0.0.1', port: deadPort }], newConnections());
    assert.equal(delivery.results[0].outcome, 'deferred');
    assert.match(delivery.results[0].response, new RegExp(`^127\\.0\\.0\\.1:${deadPort}: .*ECONNREFUSED`));
  });
});
