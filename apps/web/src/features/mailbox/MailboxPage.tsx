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
import { MAILBOX_PAGE_SIZE, useMailbox } from './hooks';
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

/** How Settings → SMTP relates to this mailbox, with the state it is in now. */
function MailRouteNote() {
  const smtp = useSmtpSettings();
  const host = smtp.data?.host;
  return (
    <p className="card card--padded mailbox-route">
      {host ? (
        <>
          <strong>Platform mail goes out now:</strong> <Link to={adminPaths.settings}>Settings → SMTP</Link> names the server{' '}
          <span className="mono">{host}</span>, which overrides this mailbox. What is listed here was kept before, or while no server was set.
        </>
      ) : (
        <>
          <strong>Platform mail is kept here now:</strong> no mail server is set. To send it instead, save one under{' '}
          <Link to={adminPaths.settings}>Settings → SMTP</Link>; it overrides this mailbox from the next mail on.
        </>
      )}
    </p>
  );
}
