import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { renderWithProviders } from '../../test/renderWithProviders';
import { RelayFormDialog } from './RelayFormDialog';

describe('RelayFormDialog', () => {
  it('starts with port 25, max domains 0 and status active, and sends port and max domains as numbers', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: {} });
    renderWithProviders(<RelayFormDialog onClose={vi.fn()} />);
    const events = userEvent.setup();

    expect(screen.getByLabelText('SMTP port')).toHaveValue(25);
    expect(screen.getByLabelText('Max domains')).toHaveValue(0);
    expect(screen.getByLabelText('Status')).toHaveValue('active');

    await events.type(screen.getByLabelText('Name'), 'Edge relay');
    await events.type(screen.getByLabelText('SMTP host'), 'relay.example.net');
    await events.clear(screen.getByLabelText('SMTP port'));
    await events.type(screen.getByLabelText('SMTP port'), '2525');
    await events.clear(screen.getByLabelText('Max domains'));
    await events.type(screen.getByLabelText('Max domains'), '40');
    await events.type(screen.getByLabelText('DKIM selector'), 'relay');
    await events.click(screen.getByRole('button', { name: 'Create Relay' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/admin/relays', {
        name: 'Edge relay',
        smtp_host: 'relay.example.net',
        smtp_port: 2525,
        smtp_user: '',
        smtp_pass: '',
        spf_record: '',
        dkim_record: { selector: 'relay', public_key: '' },
        dmarc_record: '',
        max_domains: 40,
        status: 'active',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Relay created');
  });

  it('refuses a port that is not a number from 1 to 65535', async () => {
    const post = vi.spyOn(api, 'post');
    renderWithProviders(<RelayFormDialog onClose={vi.fn()} />);
    const events = userEvent.setup();
    await events.type(screen.getByLabelText('Name'), 'Edge relay');
    await events.type(screen.getByLabelText('SMTP host'), 'relay.example.net');
    await events.clear(screen.getByLabelText('SMTP port'));
    await events.type(screen.getByLabelText('SMTP port'), '70000');
    await events.click(screen.getByRole('button', { name: 'Create Relay' }));

    expect(screen.getByText('Port must be a number from 1 to 65535')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
