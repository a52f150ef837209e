import { WARMUP_DEFAULTS, WARMUP_LIMITS, type WarmupSettings } from '@platform/contracts';
import { useState } from 'react';
import { CheckboxField } from '../../components/CheckboxField';
import { InputField } from '../../components/InputField';
import { TitledCard } from '../../components/TitledCard';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { useSaveWarmupSettings, useWarmupSettings } from './hooks';

type NumberField = Exclude<keyof WarmupSettings, 'enabled'>;
const FIELDS: Array<[field: NumberField, label: string, limits: { min: number; max: number }, whole: boolean]> = [
  ['start_hourly', 'Start: messages an hour', WARMUP_LIMITS.quota, true],
  ['start_daily', 'Start: messages a day', WARMUP_LIMITS.quota, true],
  ['growth_factor', 'Growth after a clean day (×)', WARMUP_LIMITS.growth_factor, false],
  ['fall_factor', 'Fall after a bad day (×)', WARMUP_LIMITS.fall_factor, false],
  ['ceiling_hourly', 'Ceiling: messages an hour', WARMUP_LIMITS.quota, true],
  ['ceiling_daily', 'Ceiling: messages a day', WARMUP_LIMITS.quota, true],
];

/** The warm-up parameters: where new accounts' quotas start, how they grow and fall, and their ceilings. */
export function WarmupSettingsCard() {
  const settings = useWarmupSettings();
  return (
    <TitledCard
      title="Warm-up quotas"
      subtitle="A warmed-up account's hourly and daily limits start low, grow each UTC day its rates stay under the review line and fall when they reach it; the plan's daily cap (for a plan without one, the daily ceiling) stays the upper bound."
    >
      {settings.isPending && <p className="muted settings-form">Loading…</p>}
      {settings.isError && <p className="muted settings-form">The warm-up settings could not be loaded.</p>}
      {settings.data && <WarmupSettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />}
    </TitledCard>
  );
}

function WarmupSettingsForm({ settings }: { settings: WarmupSettings }) {
  const [enabled, setEnabled] = useState(settings.enabled);
  const { values, changeHandler } = useFormValues(Object.fromEntries(FIELDS.map(([field]) => [field, String(settings[field])])) as Record<NumberField, string>);
  const { errors, reportFieldErrors } = useFieldErrors<NumberField>();
  const save = useSaveWarmupSettings();

  const submit = () => {
    const numbers = Object.fromEntries(Object.entries(values).map(([field, value]) => [field, Number(value.trim())])) as Record<NumberField, number>;
    const fieldErrors: Partial<Record<NumberField, string>> = {};
    for (const [field, , { min, max }, whole] of FIELDS) {
      const value = numbers[field];
      if (values[field].trim() === '' || !(value >= min && value <= max) || (whole && !Number.isInteger(value))) {
        fieldErrors[field] = `Enter a ${whole ? 'whole number' : 'number'} from ${min} to ${max}`;
      }
    }
    if (!fieldErrors.ceiling_hourly && numbers.ceiling_hourly < numbers.start_hourly) fieldErrors.ceiling_hourly = 'The ceiling must not be below the start';
    if (!fieldErrors.ceiling_daily && numbers.ceiling_daily < numbers.start_daily) fieldErrors.ceiling_daily = 'The ceiling must not be below the start';
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
      <CheckboxField label="Warm up new self-signed-up accounts" checked={enabled} onChange={setEnabled} hint="Accounts an admin creates are warmed up only when started from their user panel." />
      <div className="form-grid">
        {FIELDS.map(([field, label, { min, max }, whole]) => (
          <InputField key={field} label={label} error={errors[field]} hint={`Default ${WARMUP_DEFAULTS[field]}.`} type="number" step={whole ? 1 : 'any'} min={min} max={max} value={values[field]} onChange={changeHandler(field)} />
        ))}
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save warm-up'}
        </button>
      </div>
    </form>
  );
}
