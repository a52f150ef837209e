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
import { WEBHOOK_ATTEMPT_RESULTS, WEBHOOK_EVENT_TYPES } from '@platform/contracts';
/**
 * One POST of an event to an endpoint, as the account sees it. Its _id is derived from
 * (outbox entry, attempt number), so recording the same attempt twice stores it once. It keeps
 * the body sent, so the customer can replay it after the outbox entry is gone.
 */
let WebhookAttemptRecord = class WebhookAttemptRecord {
    _id;
    endpoint_id;
    user_id;
    webhook_id;
    event_type;
    event_id;
    /** '' for account events (account.review, account.paused), which concern no message. */
    message_id;
    body;
    attempt;
    replay;
    result;
    status_code;
    duration_ms;
    response_excerpt;
    next_retry_at;
    created_at;
};
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], WebhookAttemptRecord.prototype, "_id", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], WebhookAttemptRecord.prototype, "endpoint_id", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], WebhookAttemptRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], WebhookAttemptRecord.prototype, "webhook_id", void 0);
__decorate([
    Prop({ type: String, enum: WEBHOOK_EVENT_TYPES, required: true }),
    __metadata("design:type", String)
], WebhookAttemptRecord.prototype, "event_type", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], WebhookAttemptRecord.prototype, "event_id", void 0);
__decorate([
    Prop({ type: String, default: '' }),
    __metadata("design:type", String)
], WebhookAttemptRecord.prototype, "message_id", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], WebhookAttemptRecord.prototype, "body", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", Number)
], WebhookAttemptRecord.prototype, "attempt", void 0);
__decorate([
    Prop({ default: false }),
    __metadata("design:type", Boolean)
], WebhookAttemptRecord.prototype, "replay", void 0);
__decorate([
    Prop({ type: String, enum: WEBHOOK_ATTEMPT_RESULTS, required: true }),
    __metadata("design:type", String)
], WebhookAttemptRecord.prototype, "result", void 0);
__decorate([
    Prop({ type: Number, default: null }),
    __metadata("design:type", Object)
], WebhookAttemptRecord.prototype, "status_code", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", Number)
], WebhookAttemptRecord.prototype, "duration_ms", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], WebhookAttemptRecord.prototype, "response_excerpt", void 0);
__decorate([
    Prop({ type: Date, default: null }),
    __metadata("design:type", Object)
], WebhookAttemptRecord.prototype, "next_retry_at", void 0);
__decorate([
    Prop({ type: Date, required: true }),
    __metadata("design:type", Date)
], WebhookAttemptRecord.prototype, "created_at", void 0);
WebhookAttemptRecord = __decorate([
    Schema({ collection: 'webhook_attempts', versionKey: false })
], WebhookAttemptRecord);
export { WebhookAttemptRecord };
export const WebhookAttemptSchema = SchemaFactory.createForClass(WebhookAttemptRecord);
// An endpoint's attempts, newest first, optionally by result.
WebhookAttemptSchema.index({ endpoint_id: 1, created_at: -1, _id: -1 });
WebhookAttemptSchema.index({ endpoint_id: 1, result: 1, created_at: -1, _id: -1 });
//# sourceMappingURL=webhook-attempt.schema.js.map