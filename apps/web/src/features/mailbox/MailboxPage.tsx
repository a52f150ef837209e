import { CONSOLE_MAILBOX_LIMITS, type ConsoleMailSummary } from '@platform/contracts';
import { Link } from 'react-router-dom';
import { DataTable, listLoadFailed, type DataTableColumn } from '../../components/DataTable';
import { PagedListFooter } from '../../components/PagedListFooter';
import { PageHeader } from '../../components/PageHeader';
import { adminPaths } from '../../lib/adminPaths';
import { formatDateTime } from '../../lib/formatDate';
import { useOpenItemParam } from '../../lib/openItemParam';
import { useListParams } from '../../lib/useListParams';
import { useSmtpSettings } from '../settings/hooks';
import { MAILBOX_PAGE_SIZE, useMailbox, useMailRoute } from './hooks';
import { MailPanel } from './MailPanel';
import { MAIL_KIND_LABELS } from './mailKindLabels';

const COLUMNS: DataTableColumn<ConsoleMailSummary>[] = [
  {
    header: 'To',
    cell: (mail) => (
      <div className="cell-stack">
        <span className="cell-stack__primary">{mail.to}</span>
        <span className="cell-stack__secondary">{mail.subject}</span>
      </div>
    ),
  },
  { header: 'Kind', cell: (mail) => MAIL_KIND_LABELS[mail.kind] ?? mail.kind },
  { header: 'Kept', cell: (mail) => formatDateTime(mail.created_at) },
];

/**
 * The platform's own mail (confirmations, password resets, notices) that had no transport: kept
 * here for the admins to read and pass on, until Settings → SMTP (or the platform's own sending
 * domain) carries it.
 */
export function MailboxPage() {
  const { page, changePage } = useListParams();
  const [openId, setOpenId] = useOpenItemParam();
  const mailbox = useMailbox({ page, limit: MAILBOX_PAGE_SIZE });

  return (
    <>
      <PageHeader
        title="Mailbox"
        description={`Mail the platform sends its users (confirmations, password resets, notices) is kept here while it has no mail transport. Kept for ${CONSOLE_MAILBOX_LIMITS.keepDays} days, at most ${CONSOLE_MAILBOX_LIMITS.maxMessages} mails.`}
      />
      <MailRouteNote />
      <section className="card">
        <DataTable
          label="Mailbox"
          columns={COLUMNS}
          rows={mailbox.data?.items ?? []}
          rowKey={(mail) => mail._id}
          onRowClick={(mail) => setOpenId(mail._id)}
          isLoading={mailbox.isPending}
          loadFailed={listLoadFailed(mailbox)}
          onRetry={() => void mailbox.refetch()}
          emptyText="No mail kept: nothing was sent, or it all went out through a mail server."
        />
        <PagedListFooter
          itemCount={mailbox.data?.items.length}
          page={page}
          pageSize={MAILBOX_PAGE_SIZE}
          total={mailbox.data?.total ?? 0}
          onPageChange={changePage}
        />
      </section>
      {openId && <MailPanel mailId={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}

/** Where platform mail goes now, and how Settings → SMTP relates to this mailbox. */
function MailRouteNote() {
  const route = useMailRoute();
  const smtp = useSmtpSettings();
  const settingsLink = <Link to={adminPaths.settings}>Settings → SMTP</Link>;
  switch (route.data) {
    case 'smtp_settings':
      return (
        <p className="card card--padded mailbox-route">
          <strong>Platform mail goes out now:</strong> {settingsLink} names the server{' '}
          <span className="mono">{smtp.data?.host}</span>, which overrides this mailbox. What is listed here was kept before, or
          while no server was set.
        </p>
      );
    case 'platform_domain':
      return (
        <p className="card card--padded mailbox-route">
          <strong>Platform mail goes out now</strong> through the platform&apos;s own sending domain. A server saved under{' '}
          {settingsLink} would override it; what is listed here was kept before.
        </p>
      );
    case 'console_mailbox':
      return (
        <p className="card card--padded mailbox-route">
          <strong>Platform mail is kept here now:</strong> the platform has no mail transport. To send it instead, save a server
          under {settingsLink}; it overrides this mailbox from the next mail on.
        </p>
      );
    default:
      return null;
  }
}
