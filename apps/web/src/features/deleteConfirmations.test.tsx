import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api';
import { mockApiGet } from '../test/mockApiGet';
import { renderWithProviders } from '../test/renderWithProviders';
import { AgentPanel } from './agents/AgentPanel';
import { DomainPanel } from './domains/DomainPanel';
import { RelayPanel } from './relays/RelayPanel';
import { SmtpAccountPanel } from './smtp-accounts/SmtpAccountPanel';

const domain = {
  _id: 'domain-1',
  domain: 'mail.example.com',
  user_id: 'user-1',
  user_email: 'ann@example.com',
  user_plan_id: 'plan-1',
  send_plan: 'provider',
  bulletproof_relay_id: null,
  dedicated_ips: [],
  status: 'active',
  spf_verified: false,
  dkim_verified: false,
  dmarc_verified: false,
  plan_snapshot: { plan_code: 'starter', plan_category: 'normal' },
  createdAt: '2025-01-01T00:00:00.000Z',
};
const relay = {
  _id: 'relay-1',
  name: 'Edge relay',
  smtp_host: 'relay.example.net',
  smtp_port: 25,
  smtp_user: '',
  has_smtp_pass: false,
  spf_record: '',
  dkim_record: { selector: '', public_key: '' },
  dmarc_record: '',
  max_domains: 0,
  domain_count: 0,
  status: 'active',
  createdAt: '2025-01-01T00:00:00.000Z',
};
const smtpAccount = { _id: 'smtp-1', email: 'news@example.com', domain: 'example.com', user_id: 'user-1', quota: 0, status: 'active', createdAt: '2025-01-01T00:00:00.000Z' };
const agent = {
  _id: 'agent-1',
  agent_id: 'edge-1',
  hostname: 'mta1.example.net',
  agent_type: 'provider',
  owner_user_id: null,
  owner_email: null,
  status: 'offline',
  last_seen: null,
  ip_count: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
};

interface DeleteCase {
  entity: string;
  panel: ReactElement;
  detailPath: string;
  detail: object;
  /** The text that must be typed: the item's e-mail, domain, name or agent ID (SPEC section 5). */
  expectedText: string;
  dialogTitle: string;
  doneNotice: string;
}

const cases: DeleteCase[] = [
  {
    entity: 'domain',
    panel: <DomainPanel domainId="domain-1" onClose={() => {}} />,
    detailPath: '/api/admin/domains/domain-1',
    detail: { domain, dns_records: {} },
    expectedText: 'mail.example.com',
    dialogTitle: 'Delete Domain',
    doneNotice: 'Domain deleted',
  },
  {
    entity: 'relay',
    panel: <RelayPanel relayId="relay-1" onClose={() => {}} />,
    detailPath: '/api/admin/relays/relay-1',
    detail: relay,
    expectedText: 'Edge relay',
    dialogTitle: 'Delete Relay',
    doneNotice: 'Relay deleted',
  },
  {
    entity: 'SMTP account',
    panel: <SmtpAccountPanel accountId="smtp-1" onClose={() => {}} />,
    detailPath: '/api/admin/smtp-accounts/smtp-1',
    detail: smtpAccount,
    expectedText: 'news@example.com',
    dialogTitle: 'Delete SMTP Account',
    doneNotice: 'SMTP account deleted',
  },
  {
    entity: 'agent',
    panel: <AgentPanel agentId="agent-1" onClose={() => {}} />,
    detailPath: '/api/admin/agents/agent-1',
    detail: agent,
    expectedText: 'edge-1',
    dialogTitle: 'Delete Agent',
    doneNotice: 'Agent deleted',
  },
];

describe('delete confirmation of each entity', () => {
  it.each(cases)('deletes a $entity only once its identifying text is typed exactly', async ({ panel, detailPath, detail, expectedText, dialogTitle, doneNotice }) => {
    mockApiGet({ [detailPath]: detail });
    const remove = vi.spyOn(api, 'delete').mockResolvedValue({ data: null });
    renderWithProviders(panel);
    const events = userEvent.setup();

    await events.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirmation = screen.getByRole('dialog', { name: dialogTitle });
    const input = screen.getByLabelText(`Type ${expectedText} to confirm`);
    const deleteButton = confirmation.querySelector('button[type="submit"]') as HTMLButtonElement;

    await events.type(input, expectedText.toUpperCase());
    expect(deleteButton).toBeDisabled();
    await events.clear(input);
    await events.type(input, expectedText);
    expect(deleteButton).toBeEnabled();
    await events.click(deleteButton);

    await waitFor(() => expect(remove).toHaveBeenCalledWith(detailPath));
    expect(await screen.findByRole('status')).toHaveTextContent(doneNotice);
  });

  it('says that deleting an agent does not delete the associated user and domains', async () => {
    mockApiGet({ '/api/admin/agents/agent-1': agent });
    renderWithProviders(<AgentPanel agentId="agent-1" onClose={() => {}} />);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete' }));

    expect(screen.getByRole('dialog', { name: 'Delete Agent' })).toHaveTextContent(
      'Deleting an agent does not delete the associated user and domains.',
    );
  });
});
