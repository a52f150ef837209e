/** Field name to the message shown beneath that field; a field without a message is valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string | undefined>>;

/** "<Label> is required" for each listed field left blank. */
export function requireFields<Field extends string>(
  values: Record<Field, string>,
  labels: Partial<Record<Field, string>>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(labels) as Field[]) {
    if (!values[field].trim()) errors[field] = `${labels[field]} is required`;
  }
  return errors;
}

/** Required, and shaped like an address; the server has the final word on e-mail addresses. */
export function emailFieldError(text: string): string | undefined {
  if (!text.trim()) return 'Email is required';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim()) ? undefined : 'Enter a valid e-mail address';
}

export function hasFieldErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}
