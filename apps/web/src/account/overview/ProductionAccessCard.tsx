import type { ProductionAccess } from '@platform/contracts';
import { TitledCard } from '../../components/TitledCard';
import { InputField } from '../../components/InputField';
import { FormField } from '../../components/FormField';
import { formatCount } from '../../lib/formatCount';
import { formatDateTime } from '../../lib/formatDate';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { AccessChangeList } from '../../features/production-access/accessChanges';
import { ProductionAccessBadge } from '../../features/production-access/ProductionAccessBadge';
import { useProductionAccess, useRequestProductionAccess } from '../hooks';

const MIN_USE_CASE = 10;

/**
 * Whether the account may send to anyone (production) or only within the sandbox, the sandbox's
 * limits, and the request for production access (use case, expected volume) with its answer.
 */
export function ProductionAccessCard({ className }: { className?: string }) {
  const access = useProductionAccess();
  return (
    <TitledCard title="Production access" className={className}>
      {!access.data && <p className="card__subtitle">-</p>}
      {access.data && <AccessState access={access.data} />}
    </TitledCard>
  );
}

function AccessState({ access }: { access: ProductionAccess }) {
  const { request, limits } = access;
  return (
    <>
      <p className="reputation-standing">
        <ProductionAccessBadge state={access.state} />
      </p>
      {access.state === 'production' ? (
        <p className="card__subtitle">Your account may send to any recipient, within its plan.</p>
      ) : (
        <p className="card__subtitle">
          In the sandbox your account sends only to your own address, your domains&apos; postmaster@ and the mailbox simulator: at most {formatCount(limits.daily_limit)} messages a day (
          {formatCount(limits.sent_today)} sent today) and {formatCount(limits.per_second)} a second.
          {access.auto_grant &&
            ` Production access comes by itself after ${formatCount(access.auto_grant.min_sent)} messages sent with low bounce and complaint rates and ${formatCount(access.auto_grant.min_days)} days (so far ${formatCount(access.auto_grant.sent)} sent, ${formatCount(access.auto_grant.days)} ${access.auto_grant.days === 1 ? 'day' : 'days'}).`}
        </p>
      )}
      {request && (
        <p className="reputation-reason">
          {request.status === 'pending' && `Your request of ${formatDateTime(request.requested_at)} is waiting for an administrator.`}
          {request.status === 'granted' && `Your request was granted: ${request.answer}`}
          {request.status === 'declined' && `Your request was declined: ${request.answer}`}
        </p>
      )}
      {access.state === 'sandboxed' && request?.status !== 'pending' && <RequestForm />}
      {access.changes.length > 0 && (
        <details className="panel-section">
          <summary>History</summary>
          <AccessChangeList changes={access.changes} />
        </details>
      )}
    </>
  );
}

/** The request: what the account sends and how much a day; it lands in the administrators' review queue. */
function RequestForm() {
  const { values, changeHandler } = useFormValues({ use_case: '', expected_volume: '' });
  const { errors, reportFieldErrors } = useFieldErrors<'use_case' | 'expected_volume'>();
  const send = useRequestProductionAccess();
  const submit = () => {
    const volume = Number(values.expected_volume.trim());
    const useCase = values.use_case.trim();
    const fieldErrors: Partial<Record<'use_case' | 'expected_volume', string>> = {};
    if (useCase.length < MIN_USE_CASE) fieldErrors.use_case = `Tell in at least ${MIN_USE_CASE} characters what you send and to whom`;
    if (values.expected_volume.trim() === '' || !Number.isInteger(volume) || volume < 1) fieldErrors.expected_volume = 'Enter a whole number of messages a day';
    if (reportFieldErrors(fieldErrors)) send.mutate({ use_case: useCase, expected_volume: volume });
  };
  return (
    <form
      className="settings-form"
      aria-label="Request production access"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="form-grid">
        <FormField label="Use case" error={errors.use_case} hint="What you send, to whom, and how they asked for it.">
          {(control) => <textarea {...control} className="input" rows={3} value={values.use_case} onChange={changeHandler('use_case')} />}
        </FormField>
        <InputField label="Expected volume (messages a day)" error={errors.expected_volume} type="number" min={1} value={values.expected_volume} onChange={changeHandler('expected_volume')} />
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Request production access'}
        </button>
      </div>
    </form>
  );
}
