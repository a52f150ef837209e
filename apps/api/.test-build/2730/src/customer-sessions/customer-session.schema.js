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
 * A customer's sign-in, issued at login and held by the browser in an HttpOnly cookie. The _id
 * is the SHA-256 of the token: every cookie-authenticated request reads its session by _id
 * (the embedded database answers only _id from an index), and a leaked database holds no usable token.
 */
let CustomerSessionRecord = class CustomerSessionRecord {
    _id;
    user_id;
    /** The database removes expired sessions by itself (TTL index); lookups check the time too. */
    expires_at;
    /** Written at most once a minute per session, not on every request. */
    last_used_at;
    created_at;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], CustomerSessionRecord.prototype, "_id", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true }),
    __metadata("design:type", Function)
], CustomerSessionRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ type: Date, required: true, expires: 0 }),
    __metadata("design:type", Date)
], CustomerSessionRecord.prototype, "expires_at", void 0);
__decorate([
    Prop({ type: Date, required: true }),
    __metadata("design:type", Date)
], CustomerSessionRecord.prototype, "last_used_at", void 0);
CustomerSessionRecord = __decorate([
    Schema({ collection: 'customer_sessions', timestamps: { createdAt: 'created_at', updatedAt: false } })
], CustomerSessionRecord);
export { CustomerSessionRecord };
export const CustomerSessionSchema = SchemaFactory.createForClass(CustomerSessionRecord);
//# sourceMappingURL=customer-session.schema.js.map