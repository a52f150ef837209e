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
 * A batch of submissions being stored: written before the batch's message log entries and
 * removed once its deliveries are stored (or taken back). One left behind marks a batch whose
 * process stopped in between: AcceptanceJournal.recoverInterrupted settles its messages.
 */
let AcceptanceIntentRecord = class AcceptanceIntentRecord {
    _id;
    message_ids;
    created_at;
};
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], AcceptanceIntentRecord.prototype, "_id", void 0);
__decorate([
    Prop({ type: [MongooseSchema.Types.ObjectId], required: true }),
    __metadata("design:type", Array)
], AcceptanceIntentRecord.prototype, "message_ids", void 0);
__decorate([
    Prop({ type: Date, required: true }),
    __metadata("design:type", Date)
], AcceptanceIntentRecord.prototype, "created_at", void 0);
AcceptanceIntentRecord = __decorate([
    Schema({ collection: 'acceptance_intents', versionKey: false })
], AcceptanceIntentRecord);
export { AcceptanceIntentRecord };
export const AcceptanceIntentSchema = SchemaFactory.createForClass(AcceptanceIntentRecord);
// The recovery's oldest-first read of intents past the grace time.
AcceptanceIntentSchema.index({ created_at: 1 });
// Whether a message is still being stored (an Idempotency-Key's retry asks: AcceptanceJournal.acceptanceOf).
AcceptanceIntentSchema.index({ message_ids: 1 });
//# sourceMappingURL=acceptance-intent.schema.js.map