import type { InputHTMLAttributes } from 'react';
import { FormField } from './FormField';

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> {
  label: string;
  error?: string;
  hint?: string;
  /** Monospaced, for hosts, keys and records. */
  isMono?: boolean;
}

/** A labelled text input (or number, e-mail, password) with its hint or validation message; other props go to the input. */
export function InputField({ label, error, hint, isMono = false, ...inputProps }: InputFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => <input {...control} className={isMono ? 'input input--mono' : 'input'} {...inputProps} />}
    </FormField>
  );
}
