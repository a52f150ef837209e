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
import { CONSOLE_MAILBOX_LIMITS, PLATFORM_MAIL_KINDS } from '@platform/contracts';
const DAY_SECONDS = 24 * 60 * 60;
/**
 * A platform mail kept in the admin console's mailbox because the platform had no transport for
 * it. Removed by MongoDB once CONSOLE_MAILBOX_LIMITS.keepDays have passed (TTL index on
 * created_at); the embedded database has no TTL indexes, so reads skip what is past its time and
 * ConsoleMailboxService.keep() removes it.
 */
let ConsoleMailRecord = class ConsoleMailRecord {
    to;
    subject;
    text;
    kind;
    created_at;
};
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], ConsoleMailRecord.prototype, "to", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], ConsoleMailRecord.prototype, "subject", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], ConsoleMailRecord.prototype, "text", void 0);
__decorate([
    Prop({ required: true, enum: PLATFORM_MAIL_KINDS }),
    __metadata("design:type", String)
], ConsoleMailRecord.prototype, "kind", void 0);
__decorate([
    Prop({ type: Date, required: true, default: () => new Date(), expires: CONSOLE_MAILBOX_LIMITS.keepDays * DAY_SECONDS }),
    __metadata("design:type", Date)
], ConsoleMailRecord.prototype, "created_at", void 0);
ConsoleMailRecord = __decorate([
    Schema({ collection: 'console_mailbox', versionKey: false })
], ConsoleMailRecord);
export { ConsoleMailRecord };
export const ConsoleMailSchema = SchemaFactory.createForClass(ConsoleMailRecord);
/** The list: kept mail, newest first. */
ConsoleMailSchema.index({ created_at: -1, _id: -1 });
//# sourceMappingURL=console-mail.schema.js.map