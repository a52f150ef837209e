import type { MessageDetail, MessageRecipient } from '@platform/contracts';
import { isAxiosError } from 'axios';
import { Link, useLocation, useParams } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { DetailList, type DetailRow } from '../../components/DetailList';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime } from '../../lib/formatDate';
import { accountPaths } from '../accountPaths';
import { useMessage } from '../hooks';
import { MessageStatusBadge } from './messageLabels';
import { MessageTimeline } from './MessageTimeline';
import { TitledCard } from '../../components/TitledCard';

/** What the message log hands a message's page: its own search and page, to go back to. */
export interface MessageListState {
  listSearch: string;
}

function BackLink() {
  const state = useLocation().state as Partial<MessageListState> | null;
  const search = state?.listSearch ? `?${state.listSearch}` : '';
  return (
    <Link to={`${accountPaths.messages}${search}`} className="back-link">
      <Icon name="back" size={16} /> Messages
    </Link>
  );
}

const recipientColumns: DataTableColumn<MessageRecipient>[] = [
  { header: 'Recipient', cell: (recipient) => <span className="break-anywhere">{recipient.address}</span> },
  { header: 'Status', cell: (recipient) => <MessageStatusBadge status={recipient.status} /> },
  { header: 'Last reply', cell: (recipient) => <span className="mono break-anywhere">{recipient.last_response || '-'}</span> },
];

function summaryRows(message: MessageDetail): DetailRow[] {
  return [
    ['Status', <MessageStatusBadge key="status" status={message.status} />],
    ['From', message.from],
    ['Domain', message.domain],
    ['Sent via', message.source === 'smtp' ? 'SMTP' : 'HTTP API'],
    ['Accepted', formatDateTime(message.created_at)],
    ['Message-ID', <span key="id" className="mono">{message.message_id}</span>],
  ];
}

/** One message: where it went (each recipient's state and last reply), its timeline and its headers. */
export function MessagePage() {
  const { messageId = '' } = useParams();
  const message = useMessage(messageId);

  if (message.isPending) return <p className="centre-message">Loading…</p>;
  if (!message.data) {
    const isMissing = isAxiosError(message.error) && message.error.response?.status === 404;
    return (
      <>
        <BackLink />
        <p className="centre-message">{isMissing ? 'This message does not exist.' : 'The message could not be loaded.'}</p>
      </>
    );
  }

  const detail = message.data;
  return (
    <>
      <BackLink />
      <PageHeader title={detail.subject || '(no subject)'} description={`To ${detail.to.join(', ')}`} />
      <div className="message-layout">
        <div className="message-layout__main">
          <section className="card" aria-labelledby="recipients-title">
            <header className="card__header">
              <h2 id="recipients-title" className="card__title">
                Recipients
              </h2>
            </header>
            <DataTable label="Recipients" columns={recipientColumns} rows={detail.recipients} rowKey={(recipient) => recipient.address} emptyText="No recipients." />
          </section>
          <TitledCard title="Timeline" className="section-gap" titleClassName="section-title">
            <MessageTimeline events={detail.events} waiting={detail.waiting} />
          </TitledCard>
        </div>
        <div className="message-layout__side">
          <TitledCard title="Message" titleClassName="section-title">
            <div className="side-details">
              <DetailList rows={summaryRows(detail)} />
            </div>
          </TitledCard>
        </div>
      </div>
      <TitledCard title="Headers" className="section-gap" titleClassName="section-title">
        <dl className="header-list">
          {detail.headers.map((header, index) => (
            <div key={`${index}:${header.name}`} className="header-list__row">
              <dt>{header.name}</dt>
              <dd>{header.value}</dd>
            </div>
          ))}
        </dl>
      </TitledCard>
    </>
  );
}
