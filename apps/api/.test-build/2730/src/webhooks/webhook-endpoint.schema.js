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
/** A customer's webhook endpoint: where their message events are POSTed, signed with its secret. */
let WebhookEndpointRecord = class WebhookEndpointRecord {
    user_id;
    url;
    description;
    event_types;
    enabled;
    /** Set when the platform switched it off because it kept failing. */
    disabled_reason;
    /** `whsec_...` sealed with the server key. */
    secret_sealed;
    secret_prefix;
    /** The secret before the last rotation, still signing until previous_secret_expires_at. */
    previous_secret_sealed;
    previous_secret_expires_at;
    consecutive_failures;
    /** The first failure of the current run of failures; null after a success. */
    failing_since;
    created_at;
    updated_at;
};
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], WebhookEndpointRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], WebhookEndpointRecord.prototype, "url", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], WebhookEndpointRecord.prototype, "description", void 0);
__decorate([
    Prop({ type: [String], enum: WEBHOOK_EVENT_TYPES, default: [] }),
    __metadata("design:type", Array)
], WebhookEndpointRecord.prototype, "event_types", void 0);
__decorate([
    Prop({ default: true }),
    __metadata("design:type", Boolean)
], WebhookEndpointRecord.prototype, "enabled", void 0);
__decorate([
    Prop({ type: String, default: null }),
    __metadata("design:type", Object)
], WebhookEndpointRecord.prototype, "disabled_reason", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], WebhookEndpointRecord.prototype, "secret_sealed", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], WebhookEndpointRecord.prototype, "secret_prefix", void 0);
__decorate([
    Prop({ type: String, default: null }),
    __metadata("design:type", Object)
], WebhookEndpointRecord.prototype, "previous_secret_sealed", void 0);
__decorate([
    Prop({ type: Date, default: null }),
    __metadata("design:type", Object)
], WebhookEndpointRecord.prototype, "previous_secret_expires_at", void 0);
__decorate([
    Prop({ default: 0 }),
    __metadata("design:type", Number)
], WebhookEndpointRecord.prototype, "consecutive_failures", void 0);
__decorate([
    Prop({ type: Date, default: null }),
    __metadata("design:type", Object)
], WebhookEndpointRecord.prototype, "failing_since", void 0);
WebhookEndpointRecord = __decorate([
    Schema({ collection: 'webhook_endpoints', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' } })
], WebhookEndpointRecord);
export { WebhookEndpointRecord };
export const WebhookEndpointSchema = SchemaFactory.createForClass(WebhookEndpointRecord);
// The account's endpoints, newest first (_id breaks ties).
WebhookEndpointSchema.index({ user_id: 1, created_at: -1, _id: -1 });
// The endpoints an event goes to: the account's enabled ones.
WebhookEndpointSchema.index({ user_id: 1, enabled: 1 });
//# sourceMappingURL=webhook-endpoint.schema.js.map