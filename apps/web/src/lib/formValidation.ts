/** Field name to the message shown beneath that field. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

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

/** A light shape check; the server has the final word on e-mail addresses. */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
}

export function hasFieldErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}
