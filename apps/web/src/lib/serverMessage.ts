import type { ApiErrorBody } from '@platform/contracts';
import { isAxiosError } from 'axios';
import { notifyError } from './notices';

/**
 * The reason the server gave for refusing a request (4xx), e.g. "Domain limit reached (2)";
 * undefined for other failures, whose text would not help the user.
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (!isAxiosError<Partial<ApiErrorBody>>(error) || !error.response) return undefined;
  const { status, data } = error.response;
  if (status < 400 || status >= 500) return undefined;
  const message = data?.message;
  const text = Array.isArray(message) ? message.join('; ') : message;
  return text?.trim() || undefined;
}

/**
 * A failure notice that keeps the server's reason for any refusal: the customer area's refusals
 * (a 403 for an unconfirmed address, a full domain limit) tell the user what to do next.
 */
export function notifyRefusal(error: unknown, failureText: string): void {
  const reason = serverMessageOf(error);
  notifyError(reason ? `${failureText}: ${reason}` : failureText);
}
