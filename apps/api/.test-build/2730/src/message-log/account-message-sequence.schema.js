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
 * One message's place in its account's message sequence, under _id `<user id>:<n>`: n counts the
 * account's messages in the order they were accepted (1, 2, 3...; messages logged before the
 * sequence existed get 0, -1, -2... from the backfill, newest first). It repeats the message's
 * fields a search matches that never change, so a search reads one document per message.
 * See account-message-sequence.ts for why it exists.
 */
let MessageSequencePointerRecord = class MessageSequencePointerRecord {
    _id;
    /** The message log entry's _id. */
    message;
    /** The entry's created_at: the date filters search the sequence by it. */
    created_at;
    domain;
    subject;
    /** Lower-cased, as in the log entry. */
    recipients;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], MessageSequencePointerRecord.prototype, "_id", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], MessageSequencePointerRecord.prototype, "message", void 0);
__decorate([
    Prop({ type: Date, required: true }),
    __metadata("design:type", Date)
], MessageSequencePointerRecord.prototype, "created_at", void 0);
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], MessageSequencePointerRecord.prototype, "domain", void 0);
__decorate([
    Prop({ type: String, default: '' }),
    __metadata("design:type", String)
], MessageSequencePointerRecord.prototype, "subject", void 0);
__decorate([
    Prop({ type: [String], default: [] }),
    __metadata("design:type", Array)
], MessageSequencePointerRecord.prototype, "recipients", void 0);
MessageSequencePointerRecord = __decorate([
    Schema({ collection: 'message_sequence', versionKey: false })
], MessageSequencePointerRecord);
export { MessageSequencePointerRecord };
export const MessageSequencePointerSchema = SchemaFactory.createForClass(MessageSequencePointerRecord);
/** One place of a block: its pointer's fields. */
let MessageSequenceBlockEntry = class MessageSequenceBlockEntry {
    n;
    message;
    created_at;
    domain;
    subject;
    recipients;
};
__decorate([
    Prop({ type: Number, required: true }),
    __metadata("design:type", Number)
], MessageSequenceBlockEntry.prototype, "n", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], MessageSequenceBlockEntry.prototype, "message", void 0);
__decorate([
    Prop({ type: Date, required: true }),
    __metadata("design:type", Date)
], MessageSequenceBlockEntry.prototype, "created_at", void 0);
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], MessageSequenceBlockEntry.prototype, "domain", void 0);
__decorate([
    Prop({ type: String, default: '' }),
    __metadata("design:type", String)
], MessageSequenceBlockEntry.prototype, "subject", void 0);
__decorate([
    Prop({ type: [String], default: [] }),
    __metadata("design:type", Array)
], MessageSequenceBlockEntry.prototype, "recipients", void 0);
MessageSequenceBlockEntry = __decorate([
    Schema({ _id: false })
], MessageSequenceBlockEntry);
export { MessageSequenceBlockEntry };
/**
 * A copy of a whole block of an account's places (block b: places b*100+1 to b*100+100), under
 * _id `<user id>:block:<b>`, written once every place of the block has its pointer (pointers never
 * change after that), so a search or a page reads one document instead of a hundred.
 */
let MessageSequenceBlockRecord = class MessageSequenceBlockRecord {
    _id;
    pointers;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], MessageSequenceBlockRecord.prototype, "_id", void 0);
__decorate([
    Prop({ type: [SchemaFactory.createForClass(MessageSequenceBlockEntry)], default: [] }),
    __metadata("design:type", Array)
], MessageSequenceBlockRecord.prototype, "pointers", void 0);
MessageSequenceBlockRecord = __decorate([
    Schema({ collection: 'message_sequence_blocks', versionKey: false })
], MessageSequenceBlockRecord);
export { MessageSequenceBlockRecord };
export const MessageSequenceBlockSchema = SchemaFactory.createForClass(MessageSequenceBlockRecord);
/**
 * Marks that help find an account's sequence quickly, all read by _id:
 * - `<user id>:head`: an n known to be taken (a hint: written lossily, never above the true head);
 * - `<user id>:low`: the lowest n the backfill gave (absent: 1, nothing was backfilled);
 * - `backfill`: when the backfill of entries from before the sequence last finished.
 */
let MessageSequenceMarkRecord = class MessageSequenceMarkRecord {
    _id;
    n;
    done_at;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], MessageSequenceMarkRecord.prototype, "_id", void 0);
__decorate([
    Prop({ type: Number }),
    __metadata("design:type", Number)
], MessageSequenceMarkRecord.prototype, "n", void 0);
__decorate([
    Prop({ type: Date }),
    __metadata("design:type", Date)
], MessageSequenceMarkRecord.prototype, "done_at", void 0);
MessageSequenceMarkRecord = __decorate([
    Schema({ collection: 'message_sequence_marks', versionKey: false })
], MessageSequenceMarkRecord);
export { MessageSequenceMarkRecord };
export const MessageSequenceMarkSchema = SchemaFactory.createForClass(MessageSequenceMarkRecord);
//# sourceMappingURL=account-message-sequence.schema.js.map