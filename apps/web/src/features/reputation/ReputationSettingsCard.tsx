import { REPUTATION_DEFAULTS, REPUTATION_LIMITS, type ReputationSettings } from '@platform/contracts';
import { useState } from 'react';
import { CheckboxField } from '../../components/CheckboxField';
import { InputField } from '../../components/InputField';
import { TitledCard } from '../../components/TitledCard';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { useReputationSettings, useSaveReputationSettings } from './hooks';

type NumberField = Exclude<keyof ReputationSettings, 'enabled'>;
const RATE_FIELDS: Array<[field: NumberField, label: string]> = [
  ['review_bounce_rate', 'Review at bounce rate (%)'],
  ['review_complaint_rate', 'Review at complaint rate (%)'],
  ['pause_bounce_rate', 'Pause at bounce rate (%)'],
  ['pause_complaint_rate', 'Pause at complaint rate (%)'],
];
const WHOLE_FIELDS: Array<[field: NumberField, label: string, limits: { min: number; max: number }]> = [
  ['window_days', 'Window (days)', REPUTATION_LIMITS.window_days],
  ['min_volume', 'Judge from (messages sent)', REPUTATION_LIMITS.min_volume],
];

/** The deliverability guard's lines: above a review line an account is flagged, above a pause line its sending is paused. */
export function ReputationSettingsCard() {
  const settings = useReputationSettings();
  return (
    <TitledCard
      title="Reputation lines"
      subtitle="Hard-bounce and complaint rates of each account over a rolling window (mail to the simulator not counted). Defaults as Amazon SES's."
    >
      {settings.isPending && <p className="muted settings-form">Loading…</p>}
      {settings.isError && <p className="muted settings-form">The reputation lines could not be loaded.</p>}
      {settings.data && <ReputationSettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />}
    </TitledCard>
  );
}

function ReputationSettingsForm({ settings }: { settings: ReputationSettings }) {
  const [enabled, setEnabled] = useState(settings.enabled);
  const { values, changeHandler } = useFormValues(
    Object.fromEntries([...RATE_FIELDS, ...WHOLE_FIELDS].map(([field]) => [field, String(settings[field])])) as Record<NumberField, string>,
  );
  const { errors, reportFieldErrors } = useFieldErrors<NumberField>();
  const save = useSaveReputationSettings();

  const submit = () => {
    const numbers = Object.fromEntries(Object.entries(values).map(([field, value]) => [field, Number(value.trim())])) as Record<NumberField, number>;
    const fieldErrors: Partial<Record<NumberField, string>> = {};
    for (const [field] of RATE_FIELDS) {
      const { min, max } = REPUTATION_LIMITS.rate;
      if (values[field].trim() === '' || !(numbers[field] >= min && numbers[field] <= max)) fieldErrors[field] = `Enter a percentage from ${min} to ${max}`;
    }
    for (const [field, , { min, max }] of WHOLE_FIELDS) {
      if (!Number.isInteger(numbers[field]) || numbers[field] < min || numbers[field] > max) fieldErrors[field] = `Enter a whole number from ${min} to ${max}`;
    }
    if (!fieldErrors.pause_bounce_rate && numbers.pause_bounce_rate < numbers.review_bounce_rate) fieldErrors.pause_bounce_rate = 'The pause line must not be below the review line';
    if (!fieldErrors.pause_complaint_rate && numbers.pause_complaint_rate < numbers.review_complaint_rate) fieldErrors.pause_complaint_rate = 'The pause line must not be below the review line';
    if (reportFieldErrors(fieldErrors)) save.mutate({ enabled, ...numbers });
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
      <CheckboxField label="Judge accounts by their reputation" checked={enabled} onChange={setEnabled} hint="Off: no account is flagged or paused by its rates." />
      <div className="form-grid">
        {RATE_FIELDS.map(([field, label]) => (
          <InputField key={field} label={label} error={errors[field]} hint={`Default ${REPUTATION_DEFAULTS[field]} %.`} type="number" step="any" value={values[field]} onChange={changeHandler(field)} />
        ))}
        {WHOLE_FIELDS.map(([field, label, { min, max }]) => (
          <InputField key={field} label={label} error={errors[field]} hint={`Default ${REPUTATION_DEFAULTS[field]}.`} type="number" min={min} max={max} value={values[field]} onChange={changeHandler(field)} />
        ))}
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save lines'}
        </button>
      </div>
    </form>
  );
}
