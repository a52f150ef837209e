import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldErrors } from '../lib/useFieldErrors';
import { useFormValues } from '../lib/useFormValues';
import { CheckboxField } from './CheckboxField';
import { InputField } from './InputField';
import { TitledCard } from './TitledCard';

/** Settings made only of switches and numbers. */
type SettingsShape<Settings> = { [Key in keyof Settings]: number | boolean };
type KeysOf<Settings, Value> = { [Key in keyof Settings]: Settings[Key] extends Value ? Key : never }[keyof Settings] & string;

/** A number the form edits, with the range the API accepts (the contracts' limits). */
export interface NumberSetting<Field extends string> {
  field: Field;
  label: string;
  min: number;
  max: number;
  defaultValue: number;
  /** Whole numbers only (counts, days); otherwise any number in the range (rates, factors). */
  whole: boolean;
  /** A percentage: said so in its hint and its error. */
  percent?: boolean;
}

/** A checkbox the form edits. */
export interface SwitchSetting<Field extends string> {
  field: Field;
  label: string;
  hint: string;
}

/** Two fields whose values must keep their order (a pause line not below its review line). */
export interface SettingsOrder<Field extends string> {
  lower: Field;
  upper: Field;
  message: string;
}

interface NumericSettingsCardProps<Settings extends SettingsShape<Settings>> {
  title: string;
  subtitle: string;
  /** What failed to load, as a sentence's subject: "The warm-up settings". */
  subject: string;
  query: UseQueryResult<Settings>;
  save: UseMutationResult<Settings, Error, Settings>;
  switches: Array<SwitchSetting<KeysOf<Settings, boolean>>>;
  numbers: Array<NumberSetting<KeysOf<Settings, number>>>;
  orders?: Array<SettingsOrder<KeysOf<Settings, number>>>;
  saveLabel: string;
}

/**
 * A Settings card whose form is switches and numbers in ranges (the deliverability guard's lines,
 * warm-up, production access): each field is checked against its range before the save, with
 * the API's own limits, so a refusal names the field.
 */
export function NumericSettingsCard<Settings extends SettingsShape<Settings>>(props: NumericSettingsCardProps<Settings>) {
  const { title, subtitle, subject, query } = props;
  return (
    <TitledCard title={title} subtitle={subtitle}>
      {query.isPending && <p className="muted settings-form">Loading…</p>}
      {query.isError && <p className="muted settings-form">{subject} could not be loaded.</p>}
      {/* keyed by the saved values, so a save (or another admin's) starts the form afresh */}
      {query.data && <NumericSettingsForm key={JSON.stringify(query.data)} {...props} settings={query.data} />}
    </TitledCard>
  );
}

function NumericSettingsForm<Settings extends SettingsShape<Settings>>({
  settings,
  save,
  switches,
  numbers,
  orders = [],
  saveLabel,
}: NumericSettingsCardProps<Settings> & { settings: Settings }) {
  type NumberField = KeysOf<Settings, number>;
  const [checked, setChecked] = useState(() => Object.fromEntries(switches.map(({ field }) => [field, settings[field] as boolean])));
  const { values, changeHandler } = useFormValues(
    Object.fromEntries(numbers.map(({ field }) => [field, String(settings[field])])) as Record<NumberField, string>,
  );
  const { errors, reportFieldErrors } = useFieldErrors<NumberField>();

  const submit = () => {
    const parsed = Object.fromEntries(numbers.map(({ field }) => [field, Number(values[field].trim())])) as Record<NumberField, number>;
    const fieldErrors: Partial<Record<NumberField, string>> = {};
    for (const setting of numbers) {
      const value = parsed[setting.field];
      if (values[setting.field].trim() === '' || !(value >= setting.min && value <= setting.max) || (setting.whole && !Number.isInteger(value))) {
        fieldErrors[setting.field] = `Enter ${rangeNoun(setting)} from ${setting.min} to ${setting.max}`;
      }
    }
    for (const { lower, upper, message } of orders) {
      if (!fieldErrors[upper] && parsed[upper] < parsed[lower]) fieldErrors[upper] = message;
    }
    if (reportFieldErrors(fieldErrors)) save.mutate({ ...checked, ...parsed } as unknown as Settings);
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
      {switches.map(({ field, label, hint }) => (
        <CheckboxField key={field} label={label} hint={hint} checked={checked[field]} onChange={(on) => setChecked((current) => ({ ...current, [field]: on }))} />
      ))}
      <div className="form-grid">
        {numbers.map((setting) => (
          <InputField
            key={setting.field}
            label={setting.label}
            error={errors[setting.field]}
            hint={`Default ${setting.defaultValue}${setting.percent ? ' %' : ''}.`}
            type="number"
            step={setting.whole ? 1 : 'any'}
            min={setting.min}
            max={setting.max}
            value={values[setting.field]}
            onChange={changeHandler(setting.field)}
          />
        ))}
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : saveLabel}
        </button>
      </div>
    </form>
  );
}

function rangeNoun(setting: NumberSetting<string>): string {
  if (setting.percent) return 'a percentage';
  return setting.whole ? 'a whole number' : 'a number';
}
