import { LOG_RETENTION_DAYS, type LogRetentionSettings } from '@platform/contracts';
import { InputField } from '../../components/InputField';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { useLogRetention, useSaveLogRetention } from './hooks';
import { TitledCard } from '../../components/TitledCard';

const DAYS_MESSAGE = `Enter a whole number of days from ${LOG_RETENTION_DAYS.min} to ${LOG_RETENTION_DAYS.max}`;

/** How long delivery logs, message bodies, the message log and its events are kept. */
export function LogRetentionCard() {
  const retention = useLogRetention();
  return (
    <TitledCard title="Log retention" subtitle="Delivery logs, message bodies, the message log and its events are deleted after this many days; reports reach back no further.">
      {retention.isPending && <p className="muted settings-form">Loading…</p>}
      {retention.isError && <p className="muted settings-form">The log retention could not be loaded.</p>}
      {retention.data && <LogRetentionForm key={retention.dataUpdatedAt} retention={retention.data} />}
    </TitledCard>
  );
}

function LogRetentionForm({ retention }: { retention: LogRetentionSettings }) {
  const { values, changeHandler } = useFormValues({ days: String(retention.days) });
  const { errors, reportFieldErrors } = useFieldErrors<'days'>();
  const save = useSaveLogRetention();

  const submit = () => {
    const days = Number(values.days.trim());
    const valid = values.days.trim() !== '' && Number.isInteger(days) && days >= LOG_RETENTION_DAYS.min && days <= LOG_RETENTION_DAYS.max;
    if (reportFieldErrors(valid ? {} : { days: DAYS_MESSAGE })) save.mutate({ days });
  };

  return (
    <form
      className="settings-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <InputField
        label="Keep logs for (days)"
        error={errors.days}
        hint={`Default ${LOG_RETENTION_DAYS.default} days.`}
        type="number"
        min={LOG_RETENTION_DAYS.min}
        max={LOG_RETENTION_DAYS.max}
        value={values.days}
        onChange={changeHandler('days')}
      />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save retention'}
        </button>
      </div>
    </form>
  );
}
