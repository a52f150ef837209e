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
import { BOUNCE_REASON_SOURCES, BOUNCE_REASONS, BOUNCE_TYPES, MESSAGE_EVENT_TYPES, } from '@platform/contracts';
/**
 * One entry of a message's timeline: accepted, each delivery attempt's outcome with the remote
 * server's reply, and later events (complaints, opens...). The _id is derived from what the
 * event is (message and type, or delivery, attempt and recipient), so writing it again after a
 * crash or a repeated report adds nothing twice.
 */
let MessageEventRecord = class MessageEventRecord {
    _id;
    message;
    user_id;
    /** The sending domain of delivery outcomes, bounces and complaints (absent on others, and on events before it): its reputation counts by it. */
    domain;
    type;
    recipient;
    response;
    attempt;
    source_ip;
    agent_hostname;
    /** Delivery attempts an agent made: how the session was protected (TLS version, certificate, MTA-STS). */
    tls;
    /** opened and clicked: the reader's User-Agent header. */
    user_agent;
    /** clicked: the link's original URL. */
    url;
    /** A bounce reported after delivery: hard or soft. */
    bounce_type;
    /** A bounce reported after delivery: its enhanced status code, e.g. 5.1.1. */
    status_code;
    /** Bounced, deferred and failed: why, as the bounce classifier read the reply or report (absent on events before it). */
    bounce_reason;
    /** Where the reason was read: the enhanced status code or the text. */
    bounce_reason_source;
    /** Bounced: whether the recipient is suppressed because of it. */
    suppressed;
    /** scanned: the content scan's score and symbols. */
    content_scan;
    created_at;
    /** The rollup writer slot that counted the event (see RollupsService): a crashed writer's days are recounted from its events. */
    rollup_slot;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], MessageEventRecord.prototype, "_id", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], MessageEventRecord.prototype, "message", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], MessageEventRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ type: String }),
    __metadata("design:type", String)
], MessageEventRecord.prototype, "domain", void 0);
__decorate([
    Prop({ type: String, enum: MESSAGE_EVENT_TYPES, required: true }),
    __metadata("design:type", String)
], MessageEventRecord.prototype, "type", void 0);
__decorate([
    Prop({ type: String, default: null }),
    __metadata("design:type", Object)
], MessageEventRecord.prototype, "recipient", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], MessageEventRecord.prototype, "response", void 0);
__decorate([
    Prop({ type: Number, default: null }),
    __metadata("design:type", Object)
], MessageEventRecord.prototype, "attempt", void 0);
__decorate([
    Prop({ type: String, default: null }),
    __metadata("design:type", Object)
], MessageEventRecord.prototype, "source_ip", void 0);
__decorate([
    Prop({ type: String, default: null }),
    __metadata("design:type", Object)
], MessageEventRecord.prototype, "agent_hostname", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.Mixed }),
    __metadata("design:type", Object)
], MessageEventRecord.prototype, "tls", void 0);
__decorate([
    Prop({ type: String }),
    __metadata("design:type", Object)
], MessageEventRecord.prototype, "user_agent", void 0);
__decorate([
    Prop({ type: String }),
    __metadata("design:type", Object)
], MessageEventRecord.prototype, "url", void 0);
__decorate([
    Prop({ type: String, enum: [...BOUNCE_TYPES, null], default: null }),
    __metadata("design:type", Object)
], MessageEventRecord.prototype, "bounce_type", void 0);
__decorate([
    Prop({ type: String, default: null }),
    __metadata("design:type", Object)
], MessageEventRecord.prototype, "status_code", void 0);
__decorate([
    Prop({ type: String, enum: BOUNCE_REASONS }),
    __metadata("design:type", String)
], MessageEventRecord.prototype, "bounce_reason", void 0);
__decorate([
    Prop({ type: String, enum: BOUNCE_REASON_SOURCES }),
    __metadata("design:type", String)
], MessageEventRecord.prototype, "bounce_reason_source", void 0);
__decorate([
    Prop({ type: Boolean }),
    __metadata("design:type", Boolean)
], MessageEventRecord.prototype, "suppressed", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.Mixed }),
    __metadata("design:type", Object)
], MessageEventRecord.prototype, "content_scan", void 0);
__decorate([
    Prop({ type: Date, required: true }),
    __metadata("design:type", Date)
], MessageEventRecord.prototype, "created_at", void 0);
__decorate([
    Prop({ type: Number }),
    __metadata("design:type", Number)
], MessageEventRecord.prototype, "rollup_slot", void 0);
MessageEventRecord = __decorate([
    Schema({ collection: 'message_events' })
], MessageEventRecord);
export { MessageEventRecord };
export const MessageEventSchema = SchemaFactory.createForClass(MessageEventRecord);
// A message's timeline; and an account's events in time order (webhook delivery, issue 14).
MessageEventSchema.index({ message: 1, created_at: 1 });
MessageEventSchema.index({ user_id: 1, created_at: -1 });
// An account's latest bounces and complaints (the admin review queue).
MessageEventSchema.index({ user_id: 1, type: 1, created_at: -1 });
// The log expiry (LogExpiryService).
MessageEventSchema.index({ created_at: 1 });
// A crashed rollup writer's days, recounted (RollupRepair).
MessageEventSchema.index({ rollup_slot: 1, created_at: 1 });
//# sourceMappingURL=message-event.schema.js.map