import { useState, type ChangeEvent } from 'react';

/** Text and select values of a small form, with one change handler per field. */
export function useFormValues<Values extends Record<string, string>>(initialValues: Values) {
  const [values, setValues] = useState(initialValues);
  const changeHandler =
    (field: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));
  /** Sets several fields at once, for choices that reset others (another user clears the plan). */
  const changeFields = (changes: Partial<Values>) => setValues((current) => ({ ...current, ...changes }));
  return { values, changeHandler, changeFields };
}
