import { useState, type ChangeEvent } from 'react';

/** Text and select values of a small form, with one change handler per field. */
export function useFormValues<Values extends Record<string, string>>(initialValues: Values) {
  const [values, setValues] = useState(initialValues);
  const changeHandler =
    (field: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));
  return { values, changeHandler };
}
