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
import { SEND_PLANS } from '@platform/contracts';
/**
 * queued → leased → (delivered | bounced | failed), or back to queued for a retry. A delivery
 * that reaches a final state is removed (its log entries are its history), so the collection
 * holds only open work; rows in a final state are left by versions that kept them. A message
 * held by content scanning has its deliveries `held` (never leased, never expired) until an
 * admin releases them (queued) or drops them (failed).
 */
export const DELIVERY_STATES = ['queued', 'leased', 'delivered', 'bounced', 'failed', 'held'];
export const OPEN_DELIVERY_STATES = ['queued', 'leased'];
/** Who may carry a delivery: the API's relay worker, agents, or the API's mailbox simulator (simulator addresses, whatever the plan). */
export const DELIVERY_ROUTES = ['relay', 'agent', 'simulator'];
export const RECIPIENT_STATES = ['pending', 'delivered', 'bounced', 'failed'];
let DeliveryRecipient = class DeliveryRecipient {
    address;
    state;
    response;
};
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], DeliveryRecipient.prototype, "address", void 0);
__decorate([
    Prop({ type: String, enum: RECIPIENT_STATES, default: 'pending' }),
    __metadata("design:type", String)
], DeliveryRecipient.prototype, "state", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], DeliveryRecipient.prototype, "response", void 0);
DeliveryRecipient = __decorate([
    Schema({ _id: false })
], DeliveryRecipient);
export { DeliveryRecipient };
const DeliveryRecipientSchema = SchemaFactory.createForClass(DeliveryRecipient);
/**
 * The work of handing one message to one recipient (its own envelope sender, and maybe its own
 * headers, make it a transaction of its own). Leased to one worker at a time: a worker that dies
 * loses its lease when it expires, and the delivery goes back to the queue. The lease lives in
 * the attempt's lease claim (DeliveryClaimRecord); `attempts` counts the attempts recorded, and
 * state 'leased' with lease_token, lease_owner and lease_expires_at set is found only on
 * deliveries leased by older versions, which marked the lease here.
 */
let DeliveryRecord = class DeliveryRecord {
    message;
    message_id;
    /**
     * How many deliveries its message has (one per recipient domain): with one, finishing it
     * finishes the message. Absent on deliveries stored by versions before it.
     */
    message_delivery_count;
    user_id;
    /** The sender's domain. */
    domain;
    /** The sender's MAIL FROM as submitted: what logs and reports show. */
    envelope_from;
    /**
     * The envelope sender this delivery goes out with: the recipient's own return path
     * (b+<token>@<return-path domain>), so that a bounce names message and recipient. Empty on
     * deliveries stored before return paths: envelope_from is used.
     */
    return_path;
    /**
     * Header lines only this recipient's copy carries, put in front of the stored message when it
     * is sent: its List-Unsubscribe headers and the DKIM-Signature that covers them. Empty when the
     * stored message is sent as it is.
     */
    header_prefix;
    /**
     * This recipient's own message, which header_prefix completes in place of the stored one, when
     * its body is its own (tracked mail: its links and pixel name the recipient); null otherwise.
     */
    raw;
    recipient_domain;
    recipients;
    send_plan;
    route;
    /** For bulletproof deliveries: the relay that carries them. */
    relay_id;
    /** For byoip deliveries: only this user's agents, from these IPs. */
    agent_owner_user_id;
    allowed_ips;
    state;
    attempts;
    next_attempt_at;
    expires_at;
    lease_token;
    lease_owner;
    lease_expires_at;
    last_response;
    /** The id in the logs of the request that submitted its message ('' before request ids). */
    request_id;
    created_at;
    updated_at;
};
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], DeliveryRecord.prototype, "message", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], DeliveryRecord.prototype, "message_id", void 0);
__decorate([
    Prop({ type: Number, required: true }),
    __metadata("design:type", Number)
], DeliveryRecord.prototype, "message_delivery_count", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], DeliveryRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], DeliveryRecord.prototype, "domain", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], DeliveryRecord.prototype, "envelope_from", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], DeliveryRecord.prototype, "return_path", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], DeliveryRecord.prototype, "header_prefix", void 0);
__decorate([
    Prop({ type: Buffer, default: null }),
    __metadata("design:type", Object)
], DeliveryRecord.prototype, "raw", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], DeliveryRecord.prototype, "recipient_domain", void 0);
__decorate([
    Prop({ type: [DeliveryRecipientSchema], required: true }),
    __metadata("design:type", Array)
], DeliveryRecord.prototype, "recipients", void 0);
__decorate([
    Prop({ type: String, enum: SEND_PLANS, required: true }),
    __metadata("design:type", String)
], DeliveryRecord.prototype, "send_plan", void 0);
__decorate([
    Prop({ type: String, enum: DELIVERY_ROUTES, required: true }),
    __metadata("design:type", String)
], DeliveryRecord.prototype, "route", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, default: null }),
    __metadata("design:type", Object)
], DeliveryRecord.prototype, "relay_id", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, default: null }),
    __metadata("design:type", Object)
], DeliveryRecord.prototype, "agent_owner_user_id", void 0);
__decorate([
    Prop({ type: [String], default: [] }),
    __metadata("design:type", Array)
], DeliveryRecord.prototype, "allowed_ips", void 0);
__decorate([
    Prop({ type: String, enum: DELIVERY_STATES, default: 'queued' }),
    __metadata("design:type", String)
], DeliveryRecord.prototype, "state", void 0);
__decorate([
    Prop({ default: 0 }),
    __metadata("design:type", Number)
], DeliveryRecord.prototype, "attempts", void 0);
__decorate([
    Prop({ type: Date, required: true }),
    __metadata("design:type", Date)
], DeliveryRecord.prototype, "next_attempt_at", void 0);
__decorate([
    Prop({ type: Date, required: true }),
    __metadata("design:type", Date)
], DeliveryRecord.prototype, "expires_at", void 0);
__decorate([
    Prop({ type: String, default: null }),
    __metadata("design:type", Object)
], DeliveryRecord.prototype, "lease_token", void 0);
__decorate([
    Prop({ type: String, default: null }),
    __metadata("design:type", Object)
], DeliveryRecord.prototype, "lease_owner", void 0);
__decorate([
    Prop({ type: Date, default: null }),
    __metadata("design:type", Object)
], DeliveryRecord.prototype, "lease_expires_at", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], DeliveryRecord.prototype, "last_response", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], DeliveryRecord.prototype, "request_id", void 0);
DeliveryRecord = __decorate([
    Schema({ collection: 'deliveries', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' } })
], DeliveryRecord);
export { DeliveryRecord };
export const DeliverySchema = SchemaFactory.createForClass(DeliveryRecord);
// Leasing goes by _id. The open deliveries by state: every process rereads them into its view of
// the queue, and the expiry sweep looks for those past their lifetime (and, when leased, their
// lease). Whether a message still has open deliveries, when one of them finishes.
DeliverySchema.index({ state: 1, expires_at: 1, lease_expires_at: 1 });
DeliverySchema.index({ message: 1, state: 1 });
// Deleting an account gives up its open deliveries.
DeliverySchema.index({ user_id: 1, state: 1 });
//# sourceMappingURL=delivery.schema.js.map