import type { CustomerDomain } from '@platform/contracts';
import { isAxiosError } from 'axios';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AddressText } from '../../components/AddressText';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { DetailList, type DetailRow } from '../../components/DetailList';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime } from '../../lib/formatDate';
import { accountPaths } from '../accountPaths';
import { domainQueries, useVerifyDomain } from '../hooks';
import { DnsRecordList } from '../../components/DnsRecordList';
import { SendingReadiness, sendingReadinessOf } from './SendingReadiness';
import { DomainSwitchesCard } from './DomainSwitchesCard';
import { TitledCard } from '../../components/TitledCard';

const BACK_LINK = (
  <Link to={accountPaths.domains} className="back-link">
    <Icon name="back" size={16} /> Domains
  </Link>
);

function summaryRows(domain: CustomerDomain): DetailRow[] {
  return [
    ['Sending', <SendingReadiness key="sending" domain={domain} />],
    ['Send plan', domain.send_plan || '-'],
    ['Last checked', formatDateTime(domain.last_checked_at)],
    ['Added', formatDateTime(domain.createdAt)],
  ];
}

/** One domain: the DNS records to publish with their status, Verify, Delete, and its tracking and unsubscribe switches. */
export function DomainPage() {
  const { domainId = '' } = useParams();
  const navigate = useNavigate();
  const detail = domainQueries.useDetail(domainId);
  const verify = useVerifyDomain();
  const deleteDomain = domainQueries.useDelete();
  const [isDeleting, setDeleting] = useState(false);

  if (detail.isPending) return <p className="centre-message">Loading…</p>;
  if (!detail.data) {
    const isMissing = isAxiosError(detail.error) && detail.error.response?.status === 404;
    return (
      <>
        {BACK_LINK}
        <p className="centre-message">{isMissing ? 'This domain does not exist.' : 'The domain could not be loaded.'}</p>
      </>
    );
  }

  const { domain, dns_records: records } = detail.data;
  return (
    <>
      {BACK_LINK}
      <PageHeader
        title={<AddressText text={domain.domain} />}
        description={sendingReadinessOf(domain, records).reason}
        actions={
          <>
            <button type="button" className="button button--danger-outline" onClick={() => setDeleting(true)}>
              Delete
            </button>
            <button type="button" className="button button--primary" disabled={verify.isPending} onClick={() => verify.mutate(domainId)}>
              {verify.isPending ? 'Verifying…' : 'Verify'}
            </button>
          </>
        }
      />
      <div className="domain-layout">
        <section className="card" aria-labelledby="records-title">
          <header className="card__header">
            <div>
              <h2 id="records-title" className="card__title">
                DNS records
              </h2>
              <p className="card__subtitle">Publish these records in the DNS zone of {domain.domain}, then press Verify.</p>
            </div>
          </header>
          <div className="card__body">
            <DnsRecordList records={records} />
          </div>
        </section>
        <div className="domain-side">
          <TitledCard title="Domain" titleClassName="section-title">
            <div className="side-details">
              <DetailList rows={summaryRows(domain)} />
            </div>
            <p className="field__hint section-gap">The records are checked again regularly, so a record that disappears is noticed.</p>
          </TitledCard>
          <DomainSwitchesCard domain={domain} />
        </div>
      </div>
      {isDeleting && (
        <ConfirmDeleteDialog
          title="Delete Domain"
          expectedText={domain.domain}
          consequences="Mail from it is no longer accepted."
          isDeleting={deleteDomain.isPending}
          onConfirm={() => deleteDomain.mutate(domainId, { onSuccess: () => navigate(accountPaths.domains, { replace: true }) })}
          onCancel={() => setDeleting(false)}
        />
      )}
    </>
  );
}
