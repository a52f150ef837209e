import type { DestinationDeferralList, DestinationSuspensionList, IpWarmupList, TrafficShapingRules } from '@platform/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { mockApiGet, paramsOfGets } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TrafficShapingPage } from './TrafficShapingPage';

const rules: TrafficShapingRules = {
  version: 3,
  default_limits: { max_connections: 32, max_messages_per_connection: 100, max_messages_per_minute: null, max_messages_per_hour: null },
  destinations: [{ name: 'gmail', mx_suffixes: ['google.com', 'googlemail.com'], max_connections: 10, max_messages_per_connection: 50, max_messages_per_minute: 600, max_messages_per_hour: 20_000 }],
  first_suspension_seconds: 60,
  max_suspension_seconds: 3600,
};
const suspensions: DestinationSuspensionList = {
  items: [{ source_ip: '203.0.113.5', destination: 'gmail', until: '2026-11-27T14:05:00.000Z', since: '2026-11-27T14:03:00.000Z', reply: '421-4.7.28 unusual rate', strikes: 2 }],
  total: 1,
};
const deferrals: DestinationDeferralList = {
  day: '2026-11-27',
  items: [{ destination: 'gmail', counts: { throttled: 12, mailbox_full: 3, greylisted: 0, connection_failed: 0, other: 1 }, total: 16 }],
  total: 1,
};

const warming: IpWarmupList = {
  items: [{ ip: '203.0.113.9', day: '2026-11-27', warmup_day: 3, daily_volume: 112, delivered: { microsoft: 40, gmail: 112 } }],
  total: 1,
};

function mockScreen() {
  return mockApiGet({
    '/api/admin/traffic-shaping': rules,
    '/api/admin/traffic-shaping/suspensions': suspensions,
    '/api/admin/traffic-shaping/deferrals': deferrals,
    '/api/admin/ips/warmup': warming,
  });
}

describe('TrafficShapingPage', () => {
  it('lists suspensions with their reply, deferrals by class, and the limits with the version', async () => {
    mockScreen();
    renderWithProviders(<TrafficShapingPage />);
    const suspended = await screen.findByRole('table', { name: 'Suspended destinations' });
    expect(await within(suspended).findByText('421-4.7.28 unusual rate')).toBeInTheDocument();
    expect(screen.getByText(/A suspension lasts 1 min, doubling with each throttling reply in a row up to 1 h/)).toBeInTheDocument();
    const deferralRow = (await within(screen.getByRole('table', { name: 'Deferrals today' })).findByText('gmail')).closest('tr')!;
    expect(within(deferralRow).getByText('12')).toBeInTheDocument();
    expect(within(deferralRow).getByText('16')).toBeInTheDocument();
    expect(screen.getByText('Per sending IP. Rules version 3; select a row to change it.')).toBeInTheDocument();
    expect(screen.getByText('MX ending in google.com, googlemail.com')).toBeInTheDocument();
    const warmingRow = (await within(screen.getByRole('table', { name: 'Warming IPs' })).findByText('203.0.113.9')).closest('tr')!;
    expect(within(warmingRow).getByText('gmail 112 of 112, microsoft 40 of 112')).toBeInTheDocument();
  });

  it('lifts a suspension from its row: the API is told which IP and destination, and the list is read again', async () => {
    const get = mockScreen();
    const remove = vi.spyOn(api, 'delete').mockResolvedValue({ status: 204, data: '' });
    renderWithProviders(<TrafficShapingPage />);
    const user = userEvent.setup();
    const suspended = await screen.findByRole('table', { name: 'Suspended destinations' });
    const readsBefore = paramsOfGets(get, '/api/admin/traffic-shaping/suspensions').length;

    await user.click(await within(suspended).findByRole('button', { name: 'Lift the suspension of gmail on 203.0.113.5' }));

    expect(remove).toHaveBeenCalledWith('/api/admin/traffic-shaping/suspensions/203.0.113.5/gmail');
    expect(await screen.findByText('Suspension lifted: agents send there again from their next heartbeat')).toBeInTheDocument();
    await waitFor(() => expect(paramsOfGets(get, '/api/admin/traffic-shaping/suspensions').length).toBeGreaterThan(readsBefore));
  });

  it('adds a destination: the whole rules are saved with it, after its fields are checked', async () => {
    mockScreen();
    const put = vi.spyOn(api, 'put').mockImplementation(async (_url, body) => ({ data: { ...(body as object), version: 4 } }));
    renderWithProviders(<TrafficShapingPage />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add destination' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add destination' });
    await user.type(within(dialog).getByLabelText('Name'), 'icloud');
    await user.type(within(dialog).getByLabelText('MX host endings'), 'not a host!');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('List host-name endings such as google.com, separated by commas')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('MX host endings'));
    await user.type(within(dialog).getByLabelText('MX host endings'), 'icloud.com, Me.com');
    await user.type(within(dialog).getByLabelText('Messages a minute, per IP'), '200');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(put).toHaveBeenCalledWith('/api/admin/traffic-shaping', {
      default_limits: rules.default_limits,
      destinations: [
        rules.destinations[0],
        { name: 'icloud', mx_suffixes: ['icloud.com', 'me.com'], max_connections: 5, max_messages_per_connection: 20, max_messages_per_minute: 200, max_messages_per_hour: null },
      ],
      first_suspension_seconds: 60,
      max_suspension_seconds: 3600,
    });
  });
});
