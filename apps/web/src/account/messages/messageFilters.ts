import type { BounceReason, MessageListQuery, MessageStatus } from '@platform/contracts';
import { MESSAGE_STATUSES } from '@platform/contracts';
import { isBounceReason } from '../../components/BounceReasonField';

/** The message log's search as the form holds it; '' is "any". */
export interface MessageFilters {
  recipient: string;
  subject: string;
  status: MessageStatus | '';
  /** A reason one of its recipients failed for. */
  reason: BounceReason | '';
  dateFrom: string;
  dateTo: string;
}

export const NO_MESSAGE_FILTERS: MessageFilters = { recipient: '', subject: '', status: '', reason: '', dateFrom: '', dateTo: '' };

/** Address parameters of each filter, so a search survives reload and the back button. */
const PARAMS = { recipient: 'recipient', subject: 'subject', status: 'status', reason: 'reason', dateFrom: 'from', dateTo: 'to' } as const satisfies Record<keyof MessageFilters, string>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isMessageStatus(value: string): value is MessageStatus {
  return (MESSAGE_STATUSES as readonly string[]).includes(value);
}

/** The filters an address carries; values that are not what the form could have written are ignored. */
export function filtersFromParams(params: URLSearchParams): MessageFilters {
  const status = params.get(PARAMS.status) ?? '';
  const reason = params.get(PARAMS.reason) ?? '';
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return ISO_DATE.test(value) ? value : '';
  };
  return {
    recipient: params.get(PARAMS.recipient)?.trim() ?? '',
    subject: params.get(PARAMS.subject)?.trim() ?? '',
    status: isMessageStatus(status) ? status : '',
    reason: isBounceReason(reason) ? reason : '',
    dateFrom: date(PARAMS.dateFrom),
    dateTo: date(PARAMS.dateTo),
  };
}

/** `current` with the filters replaced (page 1 again: a new search starts at its first page). */
export function paramsWithFilters(current: URLSearchParams, filters: MessageFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('page');
  for (const field of Object.keys(PARAMS) as (keyof MessageFilters)[]) {
    const value = filters[field].trim();
    if (value) next.set(PARAMS[field], value);
    else next.delete(PARAMS[field]);
  }
  return next;
}

/** The list call's query: only the filters that are set. */
export function toMessageListQuery(filters: MessageFilters, page: number, limit: number): MessageListQuery {
  return {
    page,
    limit,
    ...(filters.recipient && { recipient: filters.recipient }),
    ...(filters.subject && { subject: filters.subject }),
    ...(filters.status && { status: filters.status }),
    ...(filters.reason && { bounce_reason: filters.reason }),
    ...(filters.dateFrom && { date_from: filters.dateFrom }),
    ...(filters.dateTo && { date_to: filters.dateTo }),
  };
}

/** A range that ends before it starts matches nothing: say so rather than search. */
export function dateRangeError(filters: MessageFilters): string | undefined {
  return filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo ? 'The end date is before the start date' : undefined;
}

export function hasFilters(filters: MessageFilters): boolean {
  return Object.values(filters).some(Boolean);
}
