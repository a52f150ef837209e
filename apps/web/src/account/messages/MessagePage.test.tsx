import type { MessageDetail } from '@platform/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MessagePage } from './MessagePage';

const detail: MessageDetail = {
  _id: 'm1',
  message_id: 'abc@mail.example.com',
  from: 'Ann <ann@mail.example.com>',
  to: ['reader@inbox.example', 'gone@other.example'],
  subject: 'Spring news',
  status: 'partially_delivered',
  waiting: null,
  domain: 'mail.example.com',
  source: 'smtp',
  created_at: '2026-05-02T10:00:00.000Z',
  updated_at: '2026-05-02T10:05:00.000Z',
  recipients: [
    { address: 'reader@inbox.example', status: 'delivered', last_response: '250 2.0.0 Ok: queued as 4F2' },
    { address: 'gone@other.example', status: 'bounced', last_response: '550 5.1.1 No such user' },
  ],
  headers: [
    { name: 'From', value: 'Ann <ann@mail.example.com>' },
    { name: 'Subject', value: 'Spring news' },
    { name: 'DKIM-Signature', value: 'v=1; a=rsa-sha256; d=mail.example.com; s=pl1' },
  ],
  events: [
    { _id: 'e1', type: 'accepted', recipient: null, response: '', attempt: null, source_ip: null, agent_hostname: null, bounce_type: null, status_code: null, created_at: '2026-05-02T10:00:00.000Z' },
    { _id: 'e2', type: 'deferred', recipient: 'reader@inbox.example', response: 'MTA-STS enforce: mx.inbox.example certificate not valid: DEPTH_ZERO_SELF_SIGNED_CERT', attempt: 1, source_ip: '203.0.113.5', agent_hostname: 'mta1', tls: { version: 'TLSv1.3', verified: false, mta_sts: 'enforce', mta_sts_failure: 'mx.inbox.example certificate not valid: DEPTH_ZERO_SELF_SIGNED_CERT' }, bounce_type: null, status_code: null, created_at: '2026-05-02T10:00:02.000Z' },
    { _id: 'e3', type: 'delivered', recipient: 'reader@inbox.example', response: '250 2.0.0 Ok: queued as 4F2', attempt: 2, source_ip: '203.0.113.5', agent_hostname: 'mta1', tls: { version: 'TLSv1.3', verified: true, mta_sts: 'enforce' }, bounce_type: null, status_code: null, created_at: '2026-05-02T10:05:00.000Z' },
    { _id: 'e4', type: 'bounced', recipient: 'gone@other.example', response: '550 5.1.1 No such user', attempt: 1, source_ip: '203.0.113.5', agent_hostname: null, bounce_type: null, status_code: null, bounce_reason: 'user_unknown', bounce_reason_source: 'status_code', suppressed: true, created_at: '2026-05-02T10:00:03.000Z' },
  ],
};

function renderMessage() {
  renderWithProviders(
    <Routes>
      <Route path="/account/messages/:messageId" element={<MessagePage />} />
    </Routes>,
    { route: '/account/messages/m1' },
  );
}

describe('MessagePage', () => {
  it('shows each recipient with its status and the last reply of its server', async () => {
    mockApiGet({ '/api/v1/messages/m1': detail });
    renderMessage();

    expect(await screen.findByRole('heading', { name: 'Spring news' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Recipients' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'reader@inbox.exampleDelivered250 2.0.0 Ok: queued as 4F2',
      'gone@other.exampleBounced550 5.1.1 No such user',
    ]);
  });

  it('shows the timeline of every event in order, each attempt with its number, reply and source', async () => {
    mockApiGet({ '/api/v1/messages/m1': detail });
    renderMessage();

    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    const events = within(timeline).getAllByRole('listitem');
    expect(events.map((event) => event.querySelector('.timeline__type')?.textContent)).toEqual(['Accepted', 'Deferred', 'Delivered', 'Bounced']);
    expect(events[1]).toHaveTextContent('Attempt 1');
    expect(events[1]).toHaveTextContent('MTA-STS enforce: mx.inbox.example certificate not valid');
    expect(events[1]).toHaveTextContent('From 203.0.113.5 (mta1)');
    expect(events[1]).toHaveTextContent(
      'TLS: TLSv1.3, certificate not verified, MTA-STS enforce (mx.inbox.example certificate not valid: DEPTH_ZERO_SELF_SIGNED_CERT)',
    );
    expect(events[2]).toHaveTextContent('Attempt 2');
    expect(events[2]).toHaveTextContent('TLS: TLSv1.3, certificate verified, MTA-STS enforce');
    expect(events[3]).not.toHaveTextContent('TLS:');
    expect(events[3]).toHaveTextContent('gone@other.example');
    expect(events[3]).toHaveTextContent('Reason: User unknown (from the status code); the recipient is suppressed');
  });

  it('ends the timeline of a message that waits with why it waits and what fixes it', async () => {
    const queued: MessageDetail = {
      ...detail,
      status: 'queued',
      recipients: [{ address: 'reader@inbox.example', status: 'queued', last_response: '' }],
      events: [detail.events[0]],
      waiting: {
        kind: 'no_route',
        reason: 'waiting: no provider agent online',
        fix: 'start a provider agent, or enable the local delivery route (LOCAL_DELIVERY_AGENT=true)',
        next_attempt_at: null,
      },
    };
    mockApiGet({ '/api/v1/messages/m1': queued });
    renderMessage();

    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    const events = within(timeline).getAllByRole('listitem');
    expect(events.map((event) => event.querySelector('.timeline__type')?.textContent)).toEqual(['Accepted', 'Waiting: no route']);
    expect(events[1]).toHaveTextContent('waiting: no provider agent online');
    expect(events[1]).toHaveTextContent('Fix: start a provider agent, or enable the local delivery route (LOCAL_DELIVERY_AGENT=true)');
  });

  it('shows the stored headers and the message’s facts', async () => {
    mockApiGet({ '/api/v1/messages/m1': detail });
    renderMessage();

    const headers = await screen.findByRole('region', { name: 'Headers' });
    expect(headers).toHaveTextContent('DKIM-Signaturev=1; a=rsa-sha256; d=mail.example.com; s=pl1');
    const facts = screen.getByRole('region', { name: 'Message' });
    expect(facts).toHaveTextContent('Partly delivered');
    expect(facts).toHaveTextContent('SMTP');
    expect(facts).toHaveTextContent('abc@mail.example.com');
  });

  it('says so when the message is not the account’s (404)', async () => {
    mockApiGet({
      '/api/v1/messages/m1': () => {
        throw axiosErrorWithStatus(404, { message: 'Message m1 not found' });
      },
    });
    renderMessage();

    expect(await screen.findByText('This message does not exist.')).toBeInTheDocument();
  });
});
