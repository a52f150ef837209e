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
 * Failed sign-ins counted under one key (an account, an account from one client address, or one
 * client address), and the lock they led to. The _id is derived from the key (see
 * FailureCounters), so every read and count on the sign-in path is a look-up by _id.
 */
let SignInFailureRecord = class SignInFailureRecord {
    _id;
    /** Failures since window_ends minus the window (attempts being checked count already). */
    failures;
    window_ends;
    locked_until;
    /** The user told of the lock, so that an admin can lift that user's locks. */
    owner_user_id;
    /** The later of window_ends and locked_until: the database drops the record then (TTL index). */
    expires_at;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], SignInFailureRecord.prototype, "_id", void 0);
__decorate([
    Prop({ required: true, default: 0 }),
    __metadata("design:type", Number)
], SignInFailureRecord.prototype, "failures", void 0);
__decorate([
    Prop({ type: Date, required: true }),
    __metadata("design:type", Date)
], SignInFailureRecord.prototype, "window_ends", void 0);
__decorate([
    Prop({ type: Date, default: null }),
    __metadata("design:type", Object)
], SignInFailureRecord.prototype, "locked_until", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, default: null }),
    __metadata("design:type", Object)
], SignInFailureRecord.prototype, "owner_user_id", void 0);
__decorate([
    Prop({ type: Date, required: true, expires: 0 }),
    __metadata("design:type", Date)
], SignInFailureRecord.prototype, "expires_at", void 0);
SignInFailureRecord = __decorate([
    Schema({ collection: 'sign_in_failures', versionKey: false })
], SignInFailureRecord);
export { SignInFailureRecord };
export const SignInFailureSchema = SchemaFactory.createForClass(SignInFailureRecord);
// The locks still running for a user (an admin lifts them; sign-in checks them).
SignInFailureSchema.index({ owner_user_id: 1, locked_until: 1 });
//# sourceMappingURL=sign-in-failure.schema.js.map