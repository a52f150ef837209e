import type { AgentLease } from '@platform/contracts';

/** A lease as the API hands it out, for tests; `overrides` set what the test is about. */
export function leaseFor(overrides: Partial<AgentLease> & { message?: string } = {}): AgentLease {
  const { message = 'Subject: hello\r\nFrom: sender@example.com\r\n\r\nHello.\r\n', ...fields } = overrides;
  return {
    lease_token: 'lease-token-1',
    delivery_id: 'delivery-1',
    message_id: 'message-1',
    envelope_from: 'sender@example.com',
    recipient_domain: 'recipient.example',
    recipients: ['ok@recipient.example'],
    raw: Buffer.from(message).toString('base64'),
    source_ip: '127.0.0.2',
    helo: 'mail1.example.test',
    lease_expires_at: new Date(Date.now() + 60_000).toISOString(),
    ...fields,
  };
}
