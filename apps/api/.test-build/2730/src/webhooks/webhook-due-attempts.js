var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Injectable } from '@nestjs/common';
import { DueDeliveries } from '../queue/due-deliveries.js';
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
let WebhookDueAttempts = class WebhookDueAttempts {
    view = new DueDeliveries();
    put(entry) {
        this.view.put(refOf(entry));
    }
    remove(id) {
        this.view.remove(id);
    }
    due(now = Date.now()) {
        return this.view.due('webhook', now, () => true, CANDIDATES);
    }
    replaceWith(entries, scanStartedAt) {
        this.view.replaceWith(entries.map(refOf), scanStartedAt);
    }
};
WebhookDueAttempts = __decorate([
    Injectable()
], WebhookDueAttempts);
export { WebhookDueAttempts };
function refOf(entry) {
    const dueAt = entry.state === 'leased' ? entry.lease_expires_at : entry.next_attempt_at;
    return { id: entry._id.toHexString(), route: 'webhook', attempts: entry.attempts, dueAt: dueAt?.getTime() ?? 0, expiresAt: Number.POSITIVE_INFINITY };
}
//# sourceMappingURL=webhook-due-attempts.js.map