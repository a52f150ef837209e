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
/** A single-use link that confirms a new account's e-mail address; the _id is the SHA-256 of the token. */
let EmailConfirmationTokenRecord = class EmailConfirmationTokenRecord {
    _id;
    user_id;
    /** Expired tokens are removed by the database (TTL index); confirmation checks the time too. */
    expires_at;
    used_at;
    created_at;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], EmailConfirmationTokenRecord.prototype, "_id", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], EmailConfirmationTokenRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ type: Date, required: true, expires: 0 }),
    __metadata("design:type", Date)
], EmailConfirmationTokenRecord.prototype, "expires_at", void 0);
__decorate([
    Prop({ type: Date, default: null }),
    __metadata("design:type", Object)
], EmailConfirmationTokenRecord.prototype, "used_at", void 0);
EmailConfirmationTokenRecord = __decorate([
    Schema({ collection: 'email_confirmation_tokens', timestamps: { createdAt: 'created_at', updatedAt: false } })
], EmailConfirmationTokenRecord);
export { EmailConfirmationTokenRecord };
export const EmailConfirmationTokenSchema = SchemaFactory.createForClass(EmailConfirmationTokenRecord);
// A user's links, newest first (the resend interval; replacing unused links).
EmailConfirmationTokenSchema.index({ user_id: 1, created_at: -1 });
// A user's unused links, replaced when a new one is sent.
EmailConfirmationTokenSchema.index({ user_id: 1, used_at: 1 });
//# sourceMappingURL=email-confirmation-token.schema.js.map