import type { ConsoleMail, ConsoleMailSummary, ListResponse } from '@platform/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MailboxPage } from './MailboxPage';

const summary: ConsoleMailSummary = {
  _id: '65f1c0ffee0000000000beef',
  to: 'ann@example.com',
  subject: 'Confirm your e-mail address',
  kind: 'email_confirmation',
  created_at: '2026-11-26T10:00:00.000Z',
  expires_at: '2026-12-03T10:00:00.000Z',
};
const link = 'http://localhost:3000/confirm-email?token=cfm_abc';
const mail: ConsoleMail = { ...summary, text: `To confirm it, open this link within 48 hours:\n${link}\n\nIf you did not sign up, ignore this.` };
const list: ListResponse<ConsoleMailSummary> = { items: [summary], total: 1, page: 1, limit: 20 };
const noSmtp = { smtp: { host: '', port: 587, username: '', has_password: false, secure: false, from: '' } };

describe('MailboxPage', () => {
  it('lists kept mail, says mail is kept here while no server is set, and opens a mail with its link clickable', async () => {
    mockApiGet({
      '/api/admin/mailbox': list,
      [`/api/admin/mailbox/${summary._id}`]: mail,
      '/api/admin/settings/smtp': noSmtp,
      '/api/admin/mail-route': { mail_route: 'console_mailbox' },
    });
    renderWithProviders(<MailboxPage />);

    const table = await screen.findByRole('table', { name: 'Mailbox' });
    expect(await within(table).findByText('ann@example.com')).toBeInTheDocument();
    expect(within(table).getByText('E-mail confirmation')).toBeInTheDocument();
    expect(await screen.findByText(/Platform mail is kept here now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings → SMTP' })).toHaveAttribute('href', '/myproadmin/settings');

    await userEvent.setup().click(within(table).getByText('ann@example.com'));

    const panel = await screen.findByRole('dialog', { name: 'Confirm your e-mail address' });
    const opened = await within(panel).findByRole('link', { name: link });
    expect(opened).toHaveAttribute('href', link);
    expect(opened).toHaveAttribute('target', '_blank');
    expect(within(panel).getByText(/If you did not sign up/)).toBeInTheDocument();
  });

  it('says the SMTP settings override the mailbox once a server is set', async () => {
    mockApiGet({
      '/api/admin/mailbox': list,
      '/api/admin/settings/smtp': { smtp: { ...noSmtp.smtp, host: 'smtp.example.com' } },
      '/api/admin/mail-route': { mail_route: 'smtp_settings' },
    });
    renderWithProviders(<MailboxPage />);

    expect((await screen.findByText(/Platform mail goes out now/)).closest('p')).toHaveTextContent('smtp.example.com');
  });

  it('tells a support-readonly session why it cannot read a mail (403)', async () => {
    mockApiGet({
      '/api/admin/mailbox': list,
      '/api/admin/settings/smtp': noSmtp,
      '/api/admin/mail-route': { mail_route: 'console_mailbox' },
      [`/api/admin/mailbox/${summary._id}`]: () => {
        throw axiosErrorWithStatus(403, { message: 'Only an admin session may do this' });
      },
    });
    renderWithProviders(<MailboxPage />, { route: `/?open=${summary._id}` });

    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByText(/Only an admin session may read a kept mail/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
