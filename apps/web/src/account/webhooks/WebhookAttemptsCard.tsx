import type { WebhookAttempt } from '@platform/contracts';
import { useState } from 'react';
import { DataTable, listLoadFailed, type DataTableColumn } from '../../components/DataTable';
import { PagedListFooter } from '../../components/PagedListFooter';
import { formatDateTime } from '../../lib/formatDate';
import { ACCOUNT_PAGE_SIZE, useReplayWebhookAttempt, useWebhookAttempts } from '../hooks';

function statusOf(attempt: WebhookAttempt): string {
  if (attempt.status_code !== null) return String(attempt.status_code);
  return 'No answer';
}

/** Every POST to one endpoint, newest first, each with Replay (same body and webhook-id). */
export function WebhookAttemptsCard({ endpointId }: { endpointId: string }) {
  const [page, setPage] = useState(1);
  const attempts = useWebhookAttempts(endpointId, { page, limit: ACCOUNT_PAGE_SIZE });
  const replay = useReplayWebhookAttempt();

  const columns: DataTableColumn<WebhookAttempt>[] = [
    { header: 'Time', cell: (attempt) => <span className="cell-nowrap">{formatDateTime(attempt.created_at)}</span> },
    {
      header: 'Event',
      cell: (attempt) => (
        <span className="cell-stack">
          <span className="cell-stack__primary">{attempt.event_type}</span>
          <span className="cell-stack__secondary">
            {attempt.replay ? `Replay, try ${attempt.attempt}` : `Try ${attempt.attempt}`}
          </span>
        </span>
      ),
    },
    {
      header: 'Status',
      cell: (attempt) => <span className={`badge badge--${attempt.result === 'succeeded' ? 'delivered' : 'failed'}`}>{statusOf(attempt)}</span>,
    },
    { header: 'Duration', cell: (attempt) => <span className="cell-nowrap">{attempt.duration_ms} ms</span> },
    {
      header: 'Response',
      cell: (attempt) => (
        <span className="webhook-excerpt" title={attempt.response_excerpt}>
          {attempt.response_excerpt || '-'}
        </span>
      ),
    },
    {
      header: 'Replay',
      isInteractive: true,
      cell: (attempt) => (
        <button
          type="button"
          className="button button--small"
          aria-label={`Replay ${attempt.event_type} of ${formatDateTime(attempt.created_at)}`}
          disabled={replay.isPending}
          onClick={() => replay.mutate({ endpointId, attemptId: attempt._id })}
        >
          Replay
        </button>
      ),
    },
  ];

  return (
    <section className="card" aria-labelledby="attempts-title">
      <header className="card__header">
        <div>
          <h2 id="attempts-title" className="card__title">
            Attempts
          </h2>
          <p className="card__subtitle">Each POST to this endpoint, newest first. Failed ones are retried on a schedule.</p>
        </div>
      </header>
      <DataTable
        label="Attempts"
        columns={columns}
        rows={attempts.data?.items ?? []}
        rowKey={(attempt) => attempt._id}
        isLoading={attempts.isPending}
        loadFailed={listLoadFailed(attempts)}
        onRetry={() => void attempts.refetch()}
        emptyText="No attempts yet: events are sent as they happen."
      />
      <PagedListFooter itemCount={attempts.data?.items.length} page={page} pageSize={ACCOUNT_PAGE_SIZE} total={attempts.data?.total ?? 0} onPageChange={setPage} />
    </section>
  );
}
