import type { HeldMessage } from '@platform/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { HeldMessagesPage } from './HeldMessagesPage';

const held: HeldMessage = {
  _id: '65f1c0ffee0000000000beef',
  user_id: '65f1c0ffee0000000000cafe',
  domain: 'news.example',
  from: 'News <news@news.example>',
  to: ['reader@inbox.example'],
  subject: 'FREE MONEY CLAIM NOW',
  content_scan: {
    scanned: true,
    score: 8.13,
    symbols: [
      { name: 'MULTIPLE_UNIQUE_HEADERS', score: 4.9 },
      { name: 'SUBJ_ALL_CAPS', score: 2.03 },
      { name: 'MIME_TRACE', score: 0 },
    ],
    verdict: 'held',
    note: 'Score 8.13 reaches the hold score 6 (MULTIPLE_UNIQUE_HEADERS 4.9, SUBJ_ALL_CAPS 2.03)',
  },
  created_at: '2026-11-27T01:00:00.000Z',
};

describe('HeldMessagesPage', () => {
  it('lists held messages with their score and weighing rules', async () => {
    mockApiGet({ '/api/admin/held-messages': [held] });
    renderWithProviders(<HeldMessagesPage />);

    const row = (await screen.findByText('FREE MONEY CLAIM NOW')).closest('tr')!;
    expect(within(row).getByText('8.13')).toBeInTheDocument();
    expect(within(row).getByText('MULTIPLE_UNIQUE_HEADERS 4.9, SUBJ_ALL_CAPS 2.03')).toBeInTheDocument();
    expect(within(row).getByText('News <news@news.example> → reader@inbox.example')).toBeInTheDocument();
  });

  it('drops a message with the note typed in its dialog', async () => {
    mockApiGet({ '/api/admin/held-messages': [held] });
    const post = vi.spyOn(api, 'post').mockResolvedValue({ status: 204, data: '' });
    renderWithProviders(<HeldMessagesPage />);
    const user = userEvent.setup();

    const row = (await screen.findByText('FREE MONEY CLAIM NOW')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Drop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drop the message' });
    await user.type(within(dialog).getByLabelText("Note (on the message's timeline)"), ' phishing ');
    await user.click(within(dialog).getByRole('button', { name: 'Drop' }));

    expect(post).toHaveBeenCalledWith(`/api/admin/held-messages/${held._id}/drop`, { note: 'phishing' });
    expect(await screen.findByText('Message dropped: it will not be sent')).toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    mockApiGet({ '/api/admin/held-messages': [] });
    renderWithProviders(<HeldMessagesPage />);
    expect(await screen.findByText('No message is held.')).toBeInTheDocument();
  });
});
