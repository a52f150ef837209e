import type { Relay } from '@platform/contracts';
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
        allow_insecure_auth: false,
        spf_record: '',
        dkim_record: { selector: 'relay', public_key: '' },
        dmarc_record: '',
        max_domains: 40,
        status: 'active',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Relay created');
  });

  it('allows plain-text auth only when its box is ticked, with a warning shown while it is', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: {} });
    renderWithProviders(<RelayFormDialog onClose={vi.fn()} />);
    const events = userEvent.setup();
    const checkbox = screen.getByRole('checkbox', { name: 'Allow plain-text auth' });

    expect(checkbox).not.toBeChecked();
    expect(checkbox).toHaveAccessibleDescription(
      'The SMTP user and password are sent only over TLS: a relay that offers no STARTTLS gets none, and its mail waits.',
    );
    expect(screen.queryByText(/may cross the network unencrypted/)).not.toBeInTheDocument();

    await events.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(checkbox).toHaveAccessibleDescription(
      'The SMTP user and password may cross the network unencrypted to a relay that offers no STARTTLS. Allow this only for a relay on a network you trust.',
    );
    expect(screen.getByText(/may cross the network unencrypted/)).toHaveClass('field__warning');

    await events.type(screen.getByLabelText('Name'), 'Lan relay');
    await events.type(screen.getByLabelText('SMTP host'), '10.0.0.25');
    await events.click(screen.getByRole('button', { name: 'Create Relay' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/admin/relays', expect.objectContaining({ allow_insecure_auth: true })));
  });

  it('edits a relay that allows plain-text auth: the box starts ticked and unticking it sends false', async () => {
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: {} });
    const relay: Relay = {
      _id: '65f000000000000000000001',
      name: 'lan',
      smtp_host: '10.0.0.25',
      smtp_port: 25,
      smtp_user: 'lan-user',
      has_smtp_pass: true,
      allow_insecure_auth: true,
      spf_record: '',
      dkim_record: { selector: '', public_key: '' },
      dmarc_record: '',
      max_domains: 0,
      domain_count: 0,
      status: 'active',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    renderWithProviders(<RelayFormDialog relay={relay} onClose={vi.fn()} />);
    const events = userEvent.setup();
    const checkbox = screen.getByRole('checkbox', { name: 'Allow plain-text auth' });
    expect(checkbox).toBeChecked();
    expect(screen.getByText(/may cross the network unencrypted/)).toBeInTheDocument();

    await events.click(checkbox);
    expect(screen.queryByText(/may cross the network unencrypted/)).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith(`/api/admin/relays/${relay._id}`, expect.objectContaining({ allow_insecure_auth: false })),
    );
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
