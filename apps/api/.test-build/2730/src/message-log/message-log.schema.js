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
import { BOUNCE_REASONS, MESSAGE_SOURCES, MESSAGE_STATUSES, } from '@platform/contracts';
let StoredHeader = class StoredHeader {
    name;
    value;
};
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], StoredHeader.prototype, "name", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], StoredHeader.prototype, "value", void 0);
StoredHeader = __decorate([
    Schema({ _id: false })
], StoredHeader);
export { StoredHeader };
/**
 * A message in its account's log: what was accepted (envelope, From, Subject, headers) and how
 * far its recipients got. The _id is the stored message's _id, the id POST /api/v1/messages
 * answers with. It stays after the queue has removed the message body and its deliveries.
 */
let MessageLogRecord = class MessageLogRecord {
    user_id;
    domain;
    message_id;
    source;
    envelope_from;
    /** The From header, decoded. */
    from;
    /** The Subject header, decoded. */
    subject;
    /** Lower-cased envelope recipients, for the recipient search. */
    recipients;
    headers;
    /**
     * Recipient states per delivery (one per recipient domain), keyed by the delivery's _id: each
     * attempt's result replaces its own delivery's entry, so results of several deliveries never
     * overwrite one another.
     */
    deliveries;
    status;
    /** Raised by every change of `deliveries`, so a status written from an older state is noticed and written again. */
    revision;
    /** The timeline's event ids, oldest first: the timeline is read by _id (see MessageLogService.timeline). */
    event_ids;
    /**
     * The message's place in its account's message sequence (account-message-sequence.ts), taken
     * before the entry is written. Absent on entries logged before the sequence existed: the
     * backfill (message-sequence-backfill.service.ts) places those.
     */
    seq;
    /**
     * The recipients left out at acceptance because they are suppressed (each also has its
     * `suppressed` event): kept so that a repeated Idempotency-Key gets the same answer.
     * Absent on entries from before partial acceptance, and when none was left out.
     */
    suppressed;
    /** What content scanning made of it on acceptance; absent when scanning was off. */
    content_scan;
    /** The reasons of the recipients' failures so far (bounced, deferred, failed: issue 30), for the Messages list's filter. */
    bounce_reasons;
    created_at;
    updated_at;
};
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], MessageLogRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], MessageLogRecord.prototype, "domain", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], MessageLogRecord.prototype, "message_id", void 0);
__decorate([
    Prop({ type: String, enum: MESSAGE_SOURCES, required: true }),
    __metadata("design:type", String)
], MessageLogRecord.prototype, "source", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], MessageLogRecord.prototype, "envelope_from", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], MessageLogRecord.prototype, "from", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], MessageLogRecord.prototype, "subject", void 0);
__decorate([
    Prop({ type: [String], required: true }),
    __metadata("design:type", Array)
], MessageLogRecord.prototype, "recipients", void 0);
__decorate([
    Prop({ type: [SchemaFactory.createForClass(StoredHeader)], default: [] }),
    __metadata("design:type", Array)
], MessageLogRecord.prototype, "headers", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.Mixed, default: {} }),
    __metadata("design:type", Object)
], MessageLogRecord.prototype, "deliveries", void 0);
__decorate([
    Prop({ type: String, enum: MESSAGE_STATUSES, default: 'queued' }),
    __metadata("design:type", String)
], MessageLogRecord.prototype, "status", void 0);
__decorate([
    Prop({ default: 0 }),
    __metadata("design:type", Number)
], MessageLogRecord.prototype, "revision", void 0);
__decorate([
    Prop({ type: [String], default: [] }),
    __metadata("design:type", Array)
], MessageLogRecord.prototype, "event_ids", void 0);
__decorate([
    Prop({ type: Number }),
    __metadata("design:type", Number)
], MessageLogRecord.prototype, "seq", void 0);
__decorate([
    Prop({ type: [MongooseSchema.Types.Mixed], default: undefined }),
    __metadata("design:type", Array)
], MessageLogRecord.prototype, "suppressed", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.Mixed }),
    __metadata("design:type", Object)
], MessageLogRecord.prototype, "content_scan", void 0);
__decorate([
    Prop({ type: [String], enum: BOUNCE_REASONS, default: undefined }),
    __metadata("design:type", Array)
], MessageLogRecord.prototype, "bounce_reasons", void 0);
MessageLogRecord = __decorate([
    Schema({ collection: 'message_log', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' } })
], MessageLogRecord);
export { MessageLogRecord };
export const MessageLogSchema = SchemaFactory.createForClass(MessageLogRecord);
// The account's log newest first (the Messages list's query on MongoDB, and the backfill's order),
// optionally by status or domain (a domain-limited key); the recipient, subject and date filters
// narrow these further; _id breaks ties of created_at, for stable pages. The embedded database
// reads the list through the account's message sequence instead (account-message-sequence.ts).
MessageLogSchema.index({ user_id: 1, created_at: -1, _id: -1 });
MessageLogSchema.index({ user_id: 1, status: 1, created_at: -1, _id: -1 });
MessageLogSchema.index({ user_id: 1, domain: 1, created_at: -1, _id: -1 });
MessageLogSchema.index({ user_id: 1, bounce_reasons: 1, created_at: -1, _id: -1 });
// The log expiry (LogExpiryService).
MessageLogSchema.index({ created_at: 1 });
// An abuse report that kept only the reported message's Message-ID (issue 14).
MessageLogSchema.index({ message_id: 1 });
//# sourceMappingURL=message-log.schema.js.map