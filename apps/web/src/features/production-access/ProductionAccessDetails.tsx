import type { ProductionAccess } from '@platform/contracts';
import { useState } from 'react';
import { DetailList } from '../../components/DetailList';
import { FormField } from '../../components/FormField';
import { formatCount } from '../../lib/formatCount';
import { formatDateTime } from '../../lib/formatDate';
import { AccessChangeList } from './accessChanges';
import type { AccessDecision } from './api';
import { useDecideProductionAccess, useProductionAccess } from './hooks';
import { ProductionAccessBadge } from './ProductionAccessBadge';

/**
 * One account's production access for the admin: sandboxed or production, its request (use
 * case, expected volume) and the answer, the history (who, when, note), and grant / decline with
 * a note. Shown in the review queue's requests panel and in the user panel.
 */
export function ProductionAccessDetails({ userId }: { userId: string }) {
  const access = useProductionAccess(userId);
  if (access.isPending) return <p className="muted">Loading…</p>;
  if (access.isError) return <p className="muted">The production access of this account could not be loaded.</p>;
  const { data } = access;
  return (
    <>
      <div className="panel-summary">
        <ProductionAccessBadge state={data.state} />
        {data.state === 'sandboxed' && (
          <span className="muted">
            {formatCount(data.limits.sent_today)} of {formatCount(data.limits.daily_limit)} sent today
          </span>
        )}
      </div>
      {data.request && (
        <DetailList
          rows={[
            ['Use case', data.request.use_case],
            ['Expected volume', `${formatCount(data.request.expected_volume)} a day`],
            ['Requested', formatDateTime(data.request.requested_at)],
            ['Answer', data.request.status === 'pending' ? 'Waiting' : `${data.request.status === 'granted' ? 'Granted' : 'Declined'}: ${data.request.answer}`],
          ]}
        />
      )}
      {data.state === 'sandboxed' && <AccessDecisions access={data} />}
      <section className="panel-section" aria-label="Changes of production access">
        <h3 className="panel-section__title">History</h3>
        <AccessChangeList changes={data.changes} />
      </section>
    </>
  );
}

/** Grant (the sandbox's limits lifted at once) or decline a pending request, each with the admin's note. */
function AccessDecisions({ access }: { access: ProductionAccess }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const decide = useDecideProductionAccess();
  const act = (decision: AccessDecision) => {
    if (!note.trim()) {
      setError('Write a note: the customer sees it with the answer');
      return;
    }
    setError(undefined);
    decide.mutate({ userId: access.user_id, decision, note: note.trim() }, { onSuccess: () => setNote('') });
  };
  return (
    <section className="panel-section" aria-label="Decide production access">
      <h3 className="panel-section__title">Decide</h3>
      <FormField label="Note to the customer" error={error} hint="Recorded with the decision, with your name.">
        {(control) => <textarea {...control} className="input" rows={2} value={note} onChange={(event) => setNote(event.target.value)} />}
      </FormField>
      <div className="form-actions">
        <button type="button" className="button button--primary" disabled={decide.isPending} onClick={() => act('grant')}>
          Grant production access
        </button>
        {access.request?.status === 'pending' && (
          <button type="button" className="button button--danger-outline" disabled={decide.isPending} onClick={() => act('decline')}>
            Decline
          </button>
        )}
      </div>
    </section>
  );
}
