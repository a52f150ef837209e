import { MESSAGE_EVENT_TYPES, type MessageEventType } from '@platform/contracts';
import type { Types } from 'mongoose';

/** What a rollup row counts: one figure per event type. */
export type RollupCounts = Record<MessageEventType, number>;
export const ROLLUP_FIELDS = MESSAGE_EVENT_TYPES;

export function emptyCounts(): RollupCounts {
  return Object.fromEntries(ROLLUP_FIELDS.map((field) => [field, 0])) as RollupCounts;
}

export function addCounts(into: RollupCounts, more: Partial<RollupCounts>): RollupCounts {
  for (const field of ROLLUP_FIELDS) into[field] += more[field] ?? 0;
  return into;
}

/** The platform's rows, or one account's. */
export type RollupScope = 'all' | `user:${string}`;

export function userScope(userId: Types.ObjectId | string): RollupScope {
  return `user:${userId.toString()}`;
}

/**
 * A period a row covers, in UTC: `h:YYYY-MM-DDTHH`, `d:YYYY-MM-DD` or `m:YYYY-MM`. Hours are kept
 * for the platform only: report ranges that start or end inside a day read them for that day.
 */
export type RollupBucket = `h:${string}` | `d:${string}` | `m:${string}`;

export const hourBucket = (at: Date): RollupBucket => `h:${at.toISOString().slice(0, 13)}`;
export const dayBucket = (day: string): RollupBucket => `d:${day}`;
export const monthBucket = (month: string): RollupBucket => `m:${month}`;

/** The start of the hour a bucket `h:...` names. */
export function hourStart(bucket: RollupBucket): Date {
  return new Date(`${bucket.slice(2)}:00:00.000Z`);
}

/**
 * The rows an event adds to: its hour, day and month for the platform; its day and month for its
 * account. A row's _id derives from bucket, scope and the writer's slot (see RollupSlots), so every
 * read and write is by _id.
 */
export function bucketsOf(at: Date, userId: Types.ObjectId): Array<{ bucket: RollupBucket; scope: RollupScope }> {
  const iso = at.toISOString();
  const day = dayBucket(iso.slice(0, 10));
  const month = monthBucket(iso.slice(0, 7));
  const user = userScope(userId);
  return [
    { bucket: hourBucket(at), scope: 'all' },
    { bucket: day, scope: 'all' },
    { bucket: month, scope: 'all' },
    { bucket: day, scope: user },
    { bucket: month, scope: user },
  ];
}

export function rollupRowId(bucket: RollupBucket, scope: RollupScope, slot: number): string {
  return `${bucket}|${scope}|${slot}`;
}

/** The fields of a stored event the rollups read. */
export interface CountableEvent {
  type: MessageEventType;
  user_id: Types.ObjectId;
  created_at: Date;
  bounce_type?: 'hard' | 'soft' | null;
}

/**
 * The figure an event adds one to, or null when it counts nowhere: a soft bounce reported after
 * delivery (a 4.x.x DSN) is a delay the recipient's server reported, not a bounce. The writer and
 * every recount use this one rule.
 */
export function countedField(event: CountableEvent): MessageEventType | null {
  if (event.type === 'bounced' && event.bounce_type === 'soft') return null;
  return event.type;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Day rows stay at least this long whatever the retention: the customer overview shows 30 days,
 * and a recount of a month after a crash sums all the month's day rows.
 */
export const DAY_ROWS_KEPT_MIN_DAYS = 62;

/** When a row may go: hours with the logs, days after the longer of that and two months, months never. */
export function rollupExpiry(bucket: RollupBucket, retentionDays: number): Date | null {
  if (bucket.startsWith('m:')) return null;
  if (bucket.startsWith('h:')) return new Date(hourStart(bucket).getTime() + (retentionDays + 1) * DAY_MS);
  return new Date(Date.parse(`${bucket.slice(2)}T00:00:00.000Z`) + (Math.max(retentionDays, DAY_ROWS_KEPT_MIN_DAYS) + 1) * DAY_MS);
}

/** Every day (YYYY-MM-DD) of a month (YYYY-MM), for summing its day rows. */
export function daysOfMonth(month: string): string[] {
  const first = Date.parse(`${month}-01T00:00:00.000Z`);
  const days: string[] = [];
  for (let at = first; new Date(at).toISOString().startsWith(month); at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}
