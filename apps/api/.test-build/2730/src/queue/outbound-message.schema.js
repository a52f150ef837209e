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
import { MESSAGE_SOURCES } from '@platform/contracts';
export const SUBMISSION_SOURCES = MESSAGE_SOURCES;
/**
 * A message as accepted: signed and stored once, whatever the number of recipients.
 * Deliveries (one per recipient domain) point at it.
 */
let OutboundMessageRecord = class OutboundMessageRecord {
    /** The Message-ID header value, without angle brackets. */
    message_id;
    user_id;
    smtp_account_id;
    domain;
    source;
    /** Envelope sender (MAIL FROM). */
    envelope_from;
    recipients;
    /**
     * The DKIM-signed message, exactly as it will be transmitted; or, when each recipient's copy
     * has headers of its own (unsubscribe), the part they share: each delivery's header_prefix
     * (those headers and the signature over them) completes it. null when each delivery carries
     * its own (tracked mail).
     */
    raw;
    size;
    /** Its deliveries: the body is removed once none of them is left (finished ones are deleted). */
    delivery_ids;
    /** The id in the logs of the request that submitted it ('' before request ids). */
    request_id;
    created_at;
};
__decorate([
    Prop({ required: true, index: true }),
    __metadata("design:type", String)
], OutboundMessageRecord.prototype, "message_id", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], OutboundMessageRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, default: null }),
    __metadata("design:type", Object)
], OutboundMessageRecord.prototype, "smtp_account_id", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], OutboundMessageRecord.prototype, "domain", void 0);
__decorate([
    Prop({ type: String, enum: SUBMISSION_SOURCES, required: true }),
    __metadata("design:type", String)
], OutboundMessageRecord.prototype, "source", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], OutboundMessageRecord.prototype, "envelope_from", void 0);
__decorate([
    Prop({ type: [String], required: true }),
    __metadata("design:type", Array)
], OutboundMessageRecord.prototype, "recipients", void 0);
__decorate([
    Prop({ type: Buffer, default: null }),
    __metadata("design:type", Object)
], OutboundMessageRecord.prototype, "raw", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", Number)
], OutboundMessageRecord.prototype, "size", void 0);
__decorate([
    Prop({ type: [MongooseSchema.Types.ObjectId], default: [] }),
    __metadata("design:type", Array)
], OutboundMessageRecord.prototype, "delivery_ids", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], OutboundMessageRecord.prototype, "request_id", void 0);
OutboundMessageRecord = __decorate([
    Schema({ collection: 'outbound_messages', timestamps: { createdAt: 'created_at', updatedAt: false } })
], OutboundMessageRecord);
export { OutboundMessageRecord };
export const OutboundMessageSchema = SchemaFactory.createForClass(OutboundMessageRecord);
//# sourceMappingURL=outbound-message.schema.js.map