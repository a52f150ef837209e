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
 * An account whose queued mail is held: none of its deliveries is leased (to agents, relays or the
 * simulator) until the hold is lifted; they stay queued, not lost. The reputation guard holds a
 * paused account's mail. The _id is the user's id; the collection holds only accounts on hold (a few).
 */
let AccountHoldRecord = class AccountHoldRecord {
    _id;
    /** Why, as the refusals and the queue screens say it. */
    reason;
    held_at;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], AccountHoldRecord.prototype, "_id", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], AccountHoldRecord.prototype, "reason", void 0);
__decorate([
    Prop({ type: Date, required: true }),
    __metadata("design:type", Date)
], AccountHoldRecord.prototype, "held_at", void 0);
AccountHoldRecord = __decorate([
    Schema({ collection: 'account_holds', versionKey: false })
], AccountHoldRecord);
export { AccountHoldRecord };
export const AccountHoldSchema = SchemaFactory.createForClass(AccountHoldRecord);
//# sourceMappingURL=account-hold.schema.js.map