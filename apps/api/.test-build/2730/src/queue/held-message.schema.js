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
/**
 * A message held for an admin's review (its content scan reached the hold score): written with
 * the message, removed when an admin releases or drops it. Its own small collection, so that the
 * review list reads only held messages (the embedded database would read the whole message log
 * for a filter on its status). The _id is the message's.
 */
let HeldMessageRecord = class HeldMessageRecord {
    _id;
    user_id;
    domain;
    envelope_from;
    recipients;
    /** Its deliveries, held with it (released or failed together). */
    delivery_ids;
    content_scan;
    created_at;
};
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], HeldMessageRecord.prototype, "_id", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], HeldMessageRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], HeldMessageRecord.prototype, "domain", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], HeldMessageRecord.prototype, "envelope_from", void 0);
__decorate([
    Prop({ type: [String], required: true }),
    __metadata("design:type", Array)
], HeldMessageRecord.prototype, "recipients", void 0);
__decorate([
    Prop({ type: [MongooseSchema.Types.ObjectId], required: true }),
    __metadata("design:type", Array)
], HeldMessageRecord.prototype, "delivery_ids", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.Mixed, required: true }),
    __metadata("design:type", Object)
], HeldMessageRecord.prototype, "content_scan", void 0);
__decorate([
    Prop({ type: Date, required: true }),
    __metadata("design:type", Date)
], HeldMessageRecord.prototype, "created_at", void 0);
HeldMessageRecord = __decorate([
    Schema({ collection: 'held_messages' })
], HeldMessageRecord);
export { HeldMessageRecord };
export const HeldMessageSchema = SchemaFactory.createForClass(HeldMessageRecord);
// The review list, oldest first.
HeldMessageSchema.index({ created_at: 1 });
//# sourceMappingURL=held-message.schema.js.map