import type { ApiErrorBody } from '@platform/contracts';
import { isAxiosError } from 'axios';
import { notifyError } from './notices';

/** Statuses whose server message tells the user what to fix (invalid field, duplicate e-mail). */
const STATUSES_WITH_USEFUL_DETAIL = new Set([400, 409, 422]);

function serverDetail(error: unknown): string | undefined {
  if (!isAxiosError<Partial<ApiErrorBody>>(error) || !error.response) return undefined;
  if (!STATUSES_WITH_USEFUL_DETAIL.has(error.response.status)) return undefined;
  const message = error.response.data?.message;
  const detail = Array.isArray(message) ? message.join('; ') : message;
  return detail?.trim() || undefined;
}

/**
 * The one place that turns a failed request into a notice: the screen's failure text
 * (worded as SPEC.md quotes it), followed by the server's reason when the user can act on it.
 */
export function notifyRequestError(error: unknown, failureText: string): void {
  const detail = serverDetail(error);
  notifyError(detail ? `${failureText}: ${detail}` : failureText);
}
