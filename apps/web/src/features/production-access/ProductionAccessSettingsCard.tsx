import { PRODUCTION_ACCESS_DEFAULTS, PRODUCTION_ACCESS_LIMITS, type ProductionAccessSettings } from '@platform/contracts';
import { useState } from 'react';
import { CheckboxField } from '../../components/CheckboxField';
import { InputField } from '../../components/InputField';
import { TitledCard } from '../../components/TitledCard';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { useProductionAccessSettings, useSaveProductionAccessSettings } from './hooks';

type WholeField = keyof typeof PRODUCTION_ACCESS_LIMITS;
const WHOLE_FIELDS: Array<[field: WholeField, label: string]> = [
  ['daily_limit', 'Sandbox: messages a day'],
  ['per_second', 'Sandbox: messages a second'],
  ['auto_grant_min_sent', 'Automatic grant from (messages sent)'],
  ['auto_grant_min_days', 'Automatic grant after (days)'],
];

/** The sandbox's limits, whether admin-created accounts start in it, and the automatic grant's rule. */
export function ProductionAccessSettingsCard() {
  const settings = useProductionAccessSettings();
  return (
    <TitledCard
      title="Production access"
      subtitle="New accounts send only to their own address, their domains' postmaster@ and the mailbox simulator until they have production access. Defaults as Amazon SES's sandbox."
    >
      {settings.isPending && <p className="muted settings-form">Loading…</p>}
      {settings.isError && <p className="muted settings-form">The production access settings could not be loaded.</p>}
      {settings.data && <ProductionAccessSettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />}
    </TitledCard>
  );
}

function ProductionAccessSettingsForm({ settings }: { settings: ProductionAccessSettings }) {
  const [adminCreatedSandboxed, setAdminCreatedSandboxed] = useState(settings.admin_created_sandboxed);
  const [autoGrant, setAutoGrant] = useState(settings.auto_grant);
  const { values, changeHandler } = useFormValues(Object.fromEntries(WHOLE_FIELDS.map(([field]) => [field, String(settings[field])])) as Record<WholeField, string>);
  const { errors, reportFieldErrors } = useFieldErrors<WholeField>();
  const save = useSaveProductionAccessSettings();

  const submit = () => {
    const numbers = Object.fromEntries(Object.entries(values).map(([field, value]) => [field, Number(value.trim())])) as Record<WholeField, number>;
    const fieldErrors: Partial<Record<WholeField, string>> = {};
    for (const [field] of WHOLE_FIELDS) {
      const { min, max } = PRODUCTION_ACCESS_LIMITS[field];
      if (values[field].trim() === '' || !Number.isInteger(numbers[field]) || numbers[field] < min || numbers[field] > max) fieldErrors[field] = `Enter a whole number from ${min} to ${max}`;
    }
    if (reportFieldErrors(fieldErrors)) save.mutate({ admin_created_sandboxed: adminCreatedSandboxed, auto_grant: autoGrant, ...numbers });
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
      <CheckboxField
        label="Accounts an administrator adds start sandboxed too"
        checked={adminCreatedSandboxed}
        onChange={setAdminCreatedSandboxed}
        hint="Self-signed-up accounts always do."
      />
      <CheckboxField
        label="Grant production access automatically after a clean history"
        checked={autoGrant}
        onChange={setAutoGrant}
        hint="Enough messages sent in the reputation window, enough days since sign-up, and rates under the review lines."
      />
      <div className="form-grid">
        {WHOLE_FIELDS.map(([field, label]) => (
          <InputField
            key={field}
            label={label}
            error={errors[field]}
            hint={`Default ${PRODUCTION_ACCESS_DEFAULTS[field]}.`}
            type="number"
            min={PRODUCTION_ACCESS_LIMITS[field].min}
            max={PRODUCTION_ACCESS_LIMITS[field].max}
            value={values[field]}
            onChange={changeHandler(field)}
          />
        ))}
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save production access'}
        </button>
      </div>
    </form>
  );
}
