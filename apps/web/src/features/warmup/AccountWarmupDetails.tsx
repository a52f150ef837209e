import { formatCount } from '../../lib/formatCount';
import { useAccountWarmup, useSetAccountWarmup } from './hooks';

/** One account's warm-up in the user panel: its quotas and use, why they last changed, and starting or ending it. */
export function AccountWarmupDetails({ userId }: { userId: string }) {
  const warmup = useAccountWarmup(userId);
  const setEnabled = useSetAccountWarmup(userId);
  if (!warmup.data) return <p className="muted">{warmup.isError ? 'The warm-up could not be loaded.' : 'Loading…'}</p>;
  const data = warmup.data;
  return (
    <>
      {data.warming_up ? (
        <dl className="detail-list">
          <div className="detail-list__row">
            <dt>This hour</dt>
            <dd>
              {formatCount(data.used_this_hour)} of {formatCount(data.hourly_limit)}
            </dd>
          </div>
          <div className="detail-list__row">
            <dt>Today</dt>
            <dd>
              {formatCount(data.used_today)} of {formatCount(data.daily_limit)}
            </dd>
          </div>
          <div className="detail-list__row">
            <dt>Next growth</dt>
            <dd>{data.at_ceiling ? 'At its ceiling' : `${data.next_growth_on} (UTC), if the rates stay under the review line`}</dd>
          </div>
          <div className="detail-list__row">
            <dt>Last change</dt>
            <dd>{data.changed_on ? `${data.changed_on}: ${data.reason}` : '-'}</dd>
          </div>
        </dl>
      ) : (
        <p className="muted">Not warmed up: only the plan&apos;s daily cap limits this account.{data.reason && ` ${data.reason}.`}</p>
      )}
      <div className="form-actions">
        <button type="button" className="button" disabled={setEnabled.isPending} onClick={() => setEnabled.mutate(!data.warming_up)}>
          {data.warming_up ? 'End warm-up' : 'Start warm-up'}
        </button>
      </div>
    </>
  );
}
