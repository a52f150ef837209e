import { useState } from 'react';
import { hasFieldErrors, type FieldErrors } from './formValidation';

/** The messages beneath a form's fields, replaced on each submit. */
export function useFieldErrors<Field extends string>() {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  /** Shows `fieldErrors` beneath their fields and answers whether the form may be sent (no field has a message). */
  const reportFieldErrors = (fieldErrors: FieldErrors<Field>) => {
    setErrors(fieldErrors);
    return !hasFieldErrors(fieldErrors);
  };
  return { errors, reportFieldErrors };
}
