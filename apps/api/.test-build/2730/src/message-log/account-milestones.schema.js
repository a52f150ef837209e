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
/**
 * When an account first did what the first-run checklist asks (first message accepted, first
 * test message, first delivery, first message from the sandbox), under _id = the user's id: the overview reads it by _id
 * instead of searching the account's messages.
 */
let AccountMilestonesRecord = class AccountMilestonesRecord {
    _id;
    first_accepted_at;
    first_test_message_at;
    first_delivered_at;
    first_sandbox_message_at;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], AccountMilestonesRecord.prototype, "_id", void 0);
__decorate([
    Prop({ type: Date }),
    __metadata("design:type", Date)
], AccountMilestonesRecord.prototype, "first_accepted_at", void 0);
__decorate([
    Prop({ type: Date }),
    __metadata("design:type", Date)
], AccountMilestonesRecord.prototype, "first_test_message_at", void 0);
__decorate([
    Prop({ type: Date }),
    __metadata("design:type", Date)
], AccountMilestonesRecord.prototype, "first_delivered_at", void 0);
__decorate([
    Prop({ type: Date }),
    __metadata("design:type", Date)
], AccountMilestonesRecord.prototype, "first_sandbox_message_at", void 0);
AccountMilestonesRecord = __decorate([
    Schema({ collection: 'account_milestones' })
], AccountMilestonesRecord);
export { AccountMilestonesRecord };
export const AccountMilestonesSchema = SchemaFactory.createForClass(AccountMilestonesRecord);
//# sourceMappingURL=account-milestones.schema.js.map