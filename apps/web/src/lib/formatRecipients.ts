/** A message's recipients as SPEC section 3 gives them: one address, or a list of addresses. */
export type Recipients = string | readonly string[];

/** The recipients on one line, separated by ", " so that two addresses never read as one. */
export function formatRecipients(recipients: Recipients): string {
  return typeof recipients === 'string' ? recipients : recipients.join(', ');
}
