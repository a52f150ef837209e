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
import { ACCOUNT_STANDINGS } from '@platform/contracts';
/**
 * An account's standing by its reputation, written only when it changes (an account never judged
 * has none: it is in good standing). The _id is the user's id.
 */
let AccountStandingRecord = class AccountStandingRecord {
    _id;
    user_id;
    standing;
    reason;
    /** Raised with every change: a change is the unique insert of its StandingChangeRecord (`<user>|<revision>`), so of two processes judging at once one wins. */
    revision;
    changed_at;
    /**
     * The counts of the window's days as they stood at the last resume: an admin's resume forgives
     * them, so the account is judged again on what it sends afterwards, not paused again at once.
     */
    forgiven;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], AccountStandingRecord.prototype, "_id", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], AccountStandingRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ type: String, enum: ACCOUNT_STANDINGS, required: true }),
    __metadata("design:type", String)
], AccountStandingRecord.prototype, "standing", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], AccountStandingRecord.prototype, "reason", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", Number)
], AccountStandingRecord.prototype, "revision", void 0);
__decorate([
    Prop({ type: Date, required: true }),
    __metadata("design:type", Date)
], AccountStandingRecord.prototype, "changed_at", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.Mixed, default: {} }),
    __metadata("design:type", Object)
], AccountStandingRecord.prototype, "forgiven", void 0);
AccountStandingRecord = __decorate([
    Schema({ collection: 'account_standings', versionKey: false })
], AccountStandingRecord);
export { AccountStandingRecord };
export const AccountStandingSchema = SchemaFactory.createForClass(AccountStandingRecord);
// The admin review queue: accounts in review or paused, latest change first.
AccountStandingSchema.index({ standing: 1, changed_at: -1 });
/** One change of an account's standing, with who made it and why. The _id is `<user>|<revision>`. */
let StandingChangeRecord = class StandingChangeRecord {
    _id;
    user_id;
    from;
    to;
    /** 'system' for the guard, else the admin's e-mail. */
    actor;
    reason;
    figures;
    created_at;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], StandingChangeRecord.prototype, "_id", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], StandingChangeRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ type: String, enum: ACCOUNT_STANDINGS, required: true }),
    __metadata("design:type", String)
], StandingChangeRecord.prototype, "from", void 0);
__decorate([
    Prop({ type: String, enum: ACCOUNT_STANDINGS, required: true }),
    __metadata("design:type", String)
], StandingChangeRecord.prototype, "to", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], StandingChangeRecord.prototype, "actor", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], StandingChangeRecord.prototype, "reason", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.Mixed, required: true }),
    __metadata("design:type", Object)
], StandingChangeRecord.prototype, "figures", void 0);
__decorate([
    Prop({ type: Date, required: true }),
    __metadata("design:type", Date)
], StandingChangeRecord.prototype, "created_at", void 0);
StandingChangeRecord = __decorate([
    Schema({ collection: 'account_standing_changes', versionKey: false })
], StandingChangeRecord);
export { StandingChangeRecord };
export const StandingChangeSchema = SchemaFactory.createForClass(StandingChangeRecord);
// An account's changes, latest first (its audit list).
StandingChangeSchema.index({ user_id: 1, created_at: -1 });
//# sourceMappingURL=account-standing.schema.js.map