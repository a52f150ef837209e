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
/**
 * A console sign-in: issued at login to an admin or support-readonly user, or in exchange for
 * the installation's admin token (master token; no user, role admin). Only its hash is kept.
 */
let AdminSessionRecord = class AdminSessionRecord {
    /** SHA-256 of the token handed out; a leaked database does not leak usable tokens. */
    token_hash;
    /** null for a session opened with the master token. */
    user_id;
    /** The role the session was issued for: a session stops working when the user's role changes. */
    role;
    /** The database removes expired sessions by itself (TTL index); lookups check the time too. */
    expires_at;
};
__decorate([
    Prop({ required: true, unique: true }),
    __metadata("design:type", String)
], AdminSessionRecord.prototype, "token_hash", void 0);
__decorate([
    Prop({ type: Types.ObjectId, default: null, index: true }),
    __metadata("design:type", Object)
], AdminSessionRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], AdminSessionRecord.prototype, "role", void 0);
__decorate([
    Prop({ type: Date, required: true, expires: 0 }),
    __metadata("design:type", Date)
], AdminSessionRecord.prototype, "expires_at", void 0);
AdminSessionRecord = __decorate([
    Schema({ collection: 'admin_sessions', timestamps: true })
], AdminSessionRecord);
export { AdminSessionRecord };
export const AdminSessionSchema = SchemaFactory.createForClass(AdminSessionRecord);
//# sourceMappingURL=admin-session.schema.js.map