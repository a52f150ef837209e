import { Injectable } from '@nestjs/common';
import { objectIdHex } from '../common/object-id-hex.js';
import { DueDeliveries, type DueRef } from '../queue/due-deliveries.js';
import type { StoredOutboxEntry } from './webhook-outbox.schema.js';

export interface WebhookAttemptRef extends DueRef {
  route: 'webhook';
  /** POSTs made so far: the next lease claims attempt `attempts + 1`. */
  attempts: number;
}

export type OutboxRefFields = Pick<StoredOutboxEntry, '_id' | 'state' | 'attempts' | 'next_attempt_at' | 'lease_expires_at'>;

/** How many due entries a dispatcher considers per poll. */
const CANDIDATES = 16;

/**
 * This process's view of the open webhook outbox, the same seam the delivery queue leases
 * through (DueDeliveries): on MongoDB the dispatcher would ask
 * `outbox.find({ state: 'queued', next_attempt_at: { $lte: now } }).sort({ next_attempt_at: 1 })`
 * (and the same on lease_expires_at for expired leases); the embedded database would read the
 * whole outbox for that on every poll, so the view says which entries are due and every lease
 * is still decided by claims and a fresh read by _id. The outbox writes new entries into it,
 * and the dispatcher rereads the outbox regularly to learn of other processes' work.
 */
@Injectable()
export class WebhookDueAttempts {
  private readonly view = new DueDeliveries<WebhookAttemptRef>();

  put(entry: OutboxRefFields): void {
    this.view.put(refOf(entry));
  }

  remove(id: string): void {
    this.view.remove(id);
  }

  due(now = Date.now()): WebhookAttemptRef[] {
    return this.view.due('webhook', now, () => true, CANDIDATES);
  }

  replaceWith(entries: OutboxRefFields[], scanStartedAt: number): void {
    this.view.replaceWith(entries.map(refOf), scanStartedAt);
  }
}

function refOf(entry: OutboxRefFields): WebhookAttemptRef {
  const dueAt = entry.state === 'leased' ? entry.lease_expires_at : entry.next_attempt_at;
  return { id: objectIdHex(entry._id), route: 'webhook', attempts: entry.attempts, dueAt: dueAt?.getTime() ?? 0, expiresAt: Number.POSITIVE_INFINITY };
}
