import type { ContentScanResult, HeldMessage } from '@platform/contracts';
import { useState } from 'react';
import { DataTable, listLoadFailed, type DataTableColumn } from '../../components/DataTable';
import { FormDialog } from '../../components/FormDialog';
import { InputField } from '../../components/InputField';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime } from '../../lib/formatDate';
import { notifySuccess } from '../../lib/notices';
import type { HeldMessageDecision } from './api';
import { useHeldMessages, useReviewHeldMessage } from './hooks';

/** Rules named per message at most; its timeline lists them all. */
const RULES_SHOWN = 4;

const DECISIONS: Record<HeldMessageDecision, { title: string; submit: string; busy: string; done: string; explain: string }> = {
  release: {
    title: 'Release the message',
    submit: 'Release',
    busy: 'Releasing…',
    done: 'Message released: it is delivered now',
    explain: 'It is queued and delivered like any other message.',
  },
  drop: {
    title: 'Drop the message',
    submit: 'Drop',
    busy: 'Dropping…',
    done: 'Message dropped: it will not be sent',
    explain: 'It is never sent: every recipient is marked failed, and the sender is told by its message.failed webhooks.',
  },
};

/**
 * Messages content scanning (rspamd) held because their score reached the hold score: an admin
 * reads why, then releases each (it is delivered) or drops it (it fails, never sent).
 */
export function HeldMessagesPage() {
  const held = useHeldMessages();
  const [reviewing, setReviewing] = useState<{ message: HeldMessage; decision: HeldMessageDecision } | null>(null);

  const columns: DataTableColumn<HeldMessage>[] = [
    {
      header: 'Message',
      cell: (message) => (
        <div className="cell-stack">
          <span className="cell-stack__primary break-anywhere">{message.subject || '(no subject)'}</span>
          <span className="cell-stack__secondary break-anywhere">
            {message.from} → {message.to.join(', ')}
          </span>
        </div>
      ),
    },
    { header: 'Score', cell: (message) => <ScanSummary scan={message.content_scan} /> },
    { header: 'Held since', cell: (message) => formatDateTime(message.created_at) },
    {
      header: 'Actions',
      cell: (message) => (
        <div className="button-row">
          <button type="button" className="button button--small" onClick={() => setReviewing({ message, decision: 'release' })}>
            Release
          </button>
          <button type="button" className="button button--small button--danger" onClick={() => setReviewing({ message, decision: 'drop' })}>
            Drop
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Held messages"
        description="Messages whose content scan reached the hold score wait here, unsent, until an administrator releases or drops them."
      />
      <section className="card">
        <DataTable
          label="Held messages"
          columns={columns}
          rows={held.data ?? []}
          rowKey={(message) => message._id}
          isLoading={held.isPending}
          loadFailed={listLoadFailed(held)}
          onRetry={() => void held.refetch()}
          emptyText="No message is held."
        />
      </section>
      {reviewing && <ReviewDialog message={reviewing.message} decision={reviewing.decision} onClose={() => setReviewing(null)} />}
    </>
  );
}

/** "8.13 (MULTIPLE_UNIQUE_HEADERS 4.9, SUBJ_ALL_CAPS 2.03 …)". */
function ScanSummary({ scan }: { scan: ContentScanResult | null }) {
  if (!scan) return <span className="muted">-</span>;
  const rules = scan.symbols.filter((symbol) => symbol.score !== 0).slice(0, RULES_SHOWN);
  return (
    <div className="cell-stack">
      <span className="cell-stack__primary">
        <span className="badge badge--held">{scan.score ?? 'unscanned'}</span>
      </span>
      <span className="cell-stack__secondary mono break-anywhere">{rules.map((symbol) => `${symbol.name} ${symbol.score}`).join(', ')}</span>
    </div>
  );
}

function ReviewDialog({ message, decision, onClose }: { message: HeldMessage; decision: HeldMessageDecision; onClose: () => void }) {
  const review = useReviewHeldMessage();
  const [note, setNote] = useState('');
  const texts = DECISIONS[decision];
  const submit = () =>
    review.mutate(
      { id: message._id, decision, note },
      {
        onSuccess: () => {
          notifySuccess(texts.done);
          onClose();
        },
      },
    );
  return (
    <FormDialog
      title={texts.title}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={texts.submit}
      busyLabel={texts.busy}
      isBusy={review.isPending}
      isDestructive={decision === 'drop'}
    >
      <p>
        <strong>{message.subject || '(no subject)'}</strong> from {message.from}. {texts.explain}
      </p>
      <InputField
        label="Note (on the message's timeline)"
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
        hint="Optional, up to 500 characters."
      />
    </FormDialog>
  );
}
