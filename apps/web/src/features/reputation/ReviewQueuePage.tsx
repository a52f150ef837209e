import type { ReviewQueueItem } from '@platform/contracts';
import { DataTable, listLoadFailed, type DataTableColumn } from '../../components/DataTable';
import { PagedListFooter } from '../../components/PagedListFooter';
import { PageHeader } from '../../components/PageHeader';
import { SidePanel } from '../../components/SidePanel';
import { formatCount } from '../../lib/formatCount';
import { formatDateTime } from '../../lib/formatDate';
import { useOpenItemParam } from '../../lib/openItemParam';
import { useListParams } from '../../lib/useListParams';
import { AccessRequestsCard } from '../production-access/AccessRequestsCard';
import { AccountReputationDetails } from './AccountReputationDetails';
import { REVIEW_QUEUE_PAGE_SIZE, useAccountReputation, useReviewQueue } from './hooks';
import { formatRate } from './reputationFormat';
import { StandingBadge } from './StandingBadge';

const COLUMNS: DataTableColumn<ReviewQueueItem>[] = [
  {
    header: 'Account',
    cell: (item) => (
      <div className="cell-stack">
        <span className="cell-stack__primary">{item.email}</span>
        <span className="cell-stack__secondary">{item.reason}</span>
      </div>
    ),
  },
  { header: 'Standing', cell: (item) => <StandingBadge standing={item.standing} /> },
  { header: 'Bounces', cell: (item) => formatRate(item.figures.bounce_rate) },
  { header: 'Complaints', cell: (item) => formatRate(item.figures.complaint_rate) },
  { header: 'Sent', cell: (item) => formatCount(item.figures.sent) },
  { header: 'Since', cell: (item) => formatDateTime(item.changed_at) },
];

/**
 * The accounts the deliverability guard flagged (above a review line) or paused (above a pause
 * line), latest first; a row opens the account's figures, recent bounces and complaints, held
 * mail and history, with the resume and pause actions.
 */
export function ReviewQueuePage() {
  const { page, changePage } = useListParams();
  const [openId, setOpenId] = useOpenItemParam();
  const queue = useReviewQueue({ page, limit: REVIEW_QUEUE_PAGE_SIZE });

  return (
    <>
      <PageHeader
        title="Review queue"
        description="Accounts whose bounce or complaint rate reached a review line (flagged, still sending) or a pause line (new mail refused, queued mail held), and sandboxed accounts asking for production access. The lines and the sandbox are set under Settings."
      />
      <section className="card">
        <DataTable
          label="Review queue"
          columns={COLUMNS}
          rows={queue.data?.items ?? []}
          rowKey={(item) => item.user_id}
          onRowClick={(item) => setOpenId(item.user_id)}
          isLoading={queue.isPending}
          loadFailed={listLoadFailed(queue)}
          onRetry={() => void queue.refetch()}
          emptyText="No account is in review or paused."
        />
        <PagedListFooter itemCount={queue.data?.items.length} page={page} pageSize={REVIEW_QUEUE_PAGE_SIZE} total={queue.data?.total ?? 0} onPageChange={changePage} />
      </section>
      <AccessRequestsCard />
      {openId && <AccountReputationPanel userId={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}

/** The panel of one account, named by its e-mail (it stays open, and named, once a resume takes the account out of the queue). */
function AccountReputationPanel({ userId, onClose }: { userId: string; onClose: () => void }) {
  const reputation = useAccountReputation(userId);
  return (
    <SidePanel title={reputation.data?.email ?? 'Account reputation'} onClose={onClose}>
      <AccountReputationDetails userId={userId} />
    </SidePanel>
  );
}
