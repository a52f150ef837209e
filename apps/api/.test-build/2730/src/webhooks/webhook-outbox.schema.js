var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema } from 'mongoose';
import { WEBHOOK_EVENT_TYPES } from '@platform/contracts';
export const OUTBOX_STATES = ['queued', 'leased'];
/**
 * One event still to be POSTed to one endpoint: written before the event itself is stored,
 * so an event in the timeline always has its webhooks queued. Removed once the endpoint took
 * it or its retries ran out, so the collection holds only open work (like the delivery queue).
 * The _id of an event's first delivery is derived from (event, endpoint): recording the event
 * again queues nothing twice.
 */
let WebhookOutboxRecord = class WebhookOutboxRecord {
    _id;
    /** The `webhook-id` header: the same on every retry and replay of this event to this endpoint. */
    webhook_id;
    endpoint_id;
    user_id;
    event_type;
    event_id;
    /** '' for account events (account.review, account.paused), which concern no message. */
    message_id;
    /** The exact JSON body: every retry sends the same bytes. */
    body;
    replay;
    state;
    /** POSTs made so far. */
    attempts;
    next_attempt_at;
    lease_token;
    lease_owner;
    lease_expires_at;
    created_at;
};
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], WebhookOutboxRecord.prototype, "_id", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], WebhookOutboxRecord.prototype, "webhook_id", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], WebhookOutboxRecord.prototype, "endpoint_id", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], WebhookOutboxRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ type: String, enum: WEBHOOK_EVENT_TYPES, required: true }),
    __metadata("design:type", String)
], WebhookOutboxRecord.prototype, "event_type", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], WebhookOutboxRecord.prototype, "event_id", void 0);
__decorate([
    Prop({ type: String, default: '' }),
    __metadata("design:type", String)
], WebhookOutboxRecord.prototype, "message_id", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], WebhookOutboxRecord.prototype, "body", void 0);
__decorate([
    Prop({ default: false }),
    __metadata("design:type", Boolean)
], WebhookOutboxRecord.prototype, "replay", void 0);
__decorate([
    Prop({ type: String, enum: OUTBOX_STATES, default: 'queued' }),
    __metadata("design:type", String)
], WebhookOutboxRecord.prototype, "state", void 0);
__decorate([
    Prop({ default: 0 }),
    __metadata("design:type", Number)
], WebhookOutboxRecord.prototype, "attempts", void 0);
__decorate([
    Prop({ type: Date, required: true }),
    __metadata("design:type", Date)
], WebhookOutboxRecord.prototype, "next_attempt_at", void 0);
__decorate([
    Prop({ type: String, default: null }),
    __metadata("design:type", Object)
], WebhookOutboxRecord.prototype, "lease_token", void 0);
__decorate([
    Prop({ type: String, default: null }),
    __metadata("design:type", Object)
], WebhookOutboxRecord.prototype, "lease_owner", void 0);
__decorate([
    Prop({ type: Date, default: null }),
    __metadata("design:type", Object)
], WebhookOutboxRecord.prototype, "lease_expires_at", void 0);
__decorate([
    Prop({ type: Date, default: () => new Date() }),
    __metadata("design:type", Date)
], WebhookOutboxRecord.prototype, "created_at", void 0);
WebhookOutboxRecord = __decorate([
    Schema({ collection: 'webhook_outbox', versionKey: false })
], WebhookOutboxRecord);
export { WebhookOutboxRecord };
export const WebhookOutboxSchema = SchemaFactory.createForClass(WebhookOutboxRecord);
// Due work, oldest first (on MongoDB; the embedded database is served by the in-process view, see WebhookDueAttempts).
WebhookOutboxSchema.index({ state: 1, next_attempt_at: 1 });
WebhookOutboxSchema.index({ state: 1, lease_expires_at: 1 });
//# sourceMappingURL=webhook-outbox.schema.js.map