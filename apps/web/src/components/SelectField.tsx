import type { ChangeEvent } from 'react';
import { FormField } from './FormField';

interface SelectFieldProps<Option extends string> {
  label: string;
  value: Option;
  options: readonly Option[];
  /** The text each option shows. */
  optionLabels: Record<Option, string>;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/** A labelled select of a fixed set of options, such as roles or statuses. */
export function SelectField<Option extends string>({ label, value, options, optionLabels, onChange }: SelectFieldProps<Option>) {
  return (
    <FormField label={label}>
      {(control) => (
        <select {...control} className="input" value={value} onChange={onChange}>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabels[option]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
