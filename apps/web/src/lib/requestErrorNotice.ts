import type { ApiErrorBody } from '@platform/contracts';
import { isAxiosError } from 'axios';
import { notifyError } from './notices';

/**
 * Statuses whose server message tells the user what to fix (invalid field, duplicate e-mail) or
 * what is unavailable (503: the platform's mail server did not take a confirmation link).
 */
const STATUSES_WITH_USEFUL_DETAIL = new Set([400, 409, 422, 503]);

/**
 * The reason the server gave for refusing a request (4xx), e.g. "Domain limit reached", or for
 * being unable to do it (503); undefined for other failures, whose text would not help the user.
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (!isAxiosError<Partial<ApiErrorBody>>(error) || !error.response) return undefined;
  const { status, data } = error.response;
  if (status < 400 || (status >= 500 && status !== 503)) return undefined;
  const message = data?.message;
  const text = Array.isArray(message) ? message.join('; ') : message;
  return text?.trim() || undefined;
}

function serverDetail(error: unknown): string | undefined {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  return status !== undefined && STATUSES_WITH_USEFUL_DETAIL.has(status) ? serverMessageOf(error) : undefined;
}

/**
 * The one place that turns a failed request into a notice: the screen's failure text
 * (worded as SPEC.md quotes it), followed by the server's reason when the user can act on it.
 */
export function notifyRequestError(error: unknown, failureText: string): void {
  const detail = serverDetail(error);
  notifyError(detail ? `${failureText}: ${detail}` : failureText);
}

/**
 * Like notifyRequestError, but keeps the server's reason for every refusal: the customer area's
 * 403s (an unconfirmed address, a sending-only key) tell the user what to do next.
 */
export function notifyRefusal(error: unknown, failureText: string): void {
  const reason = serverMessageOf(error);
  notifyError(reason ? `${failureText}: ${reason}` : failureText);
}
