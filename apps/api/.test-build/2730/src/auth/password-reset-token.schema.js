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
import { Types } from 'mongoose';
/** A single-use password reset token; only its hash is kept. */
let PasswordResetTokenRecord = class PasswordResetTokenRecord {
    token_hash;
    user_id;
    /** Expired tokens are removed by the database (TTL index); confirmation checks the time too. */
    expires_at;
    used_at;
};
__decorate([
    Prop({ required: true, unique: true }),
    __metadata("design:type", String)
], PasswordResetTokenRecord.prototype, "token_hash", void 0);
__decorate([
    Prop({ type: Types.ObjectId, required: true }),
    __metadata("design:type", Types.ObjectId)
], PasswordResetTokenRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ type: Date, required: true, expires: 0 }),
    __metadata("design:type", Date)
], PasswordResetTokenRecord.prototype, "expires_at", void 0);
__decorate([
    Prop({ type: Date, default: null }),
    __metadata("design:type", Object)
], PasswordResetTokenRecord.prototype, "used_at", void 0);
PasswordResetTokenRecord = __decorate([
    Schema({ collection: 'password_reset_tokens', timestamps: true })
], PasswordResetTokenRecord);
export { PasswordResetTokenRecord };
export const PasswordResetTokenSchema = SchemaFactory.createForClass(PasswordResetTokenRecord);
/** A user's unused tokens (replaced by a new one), and the latest of them (one mail a minute). */
PasswordResetTokenSchema.index({ user_id: 1, used_at: 1, createdAt: 1 });
//# sourceMappingURL=password-reset-token.schema.js.map