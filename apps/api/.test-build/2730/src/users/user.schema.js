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
import { ACTIVE_STATUSES, PLAN_TYPES, USER_DEFAULTS, USER_APPROVALS, USER_ROLES, PRODUCTION_ACCESS_STATES, } from '@platform/contracts';
let UserRecord = class UserRecord {
    email;
    firstName;
    lastName;
    role;
    status;
    domain_limit;
    plan_type;
    /** argon2id hash; the password itself is never stored. */
    password_hash;
    /** SHA-256 of the API key, for looking a sender up by the key it presents. */
    api_key_hash;
    /** The API key sealed with the server key, so login can hand it back. */
    api_key_sealed;
    last_login;
    /**
     * false from self sign-up until the mailed link is followed. Users created by an admin, and
     * users stored before sign-up confirmation existed, have no value: they count as confirmed.
     */
    email_confirmed;
    /** 'pending' while a self-signed-up account waits for an admin; absent counts as approved. */
    approval;
    /**
     * 'sandboxed' until the account has production access (production-access/): it sends only to
     * its own address, its domains' postmaster@ and the simulator. Absent counts as production, so
     * accounts stored before this existed keep sending as they did.
     */
    production_access;
    createdAt;
    updatedAt;
};
__decorate([
    Prop({ required: true, unique: true, lowercase: true, trim: true }),
    __metadata("design:type", String)
], UserRecord.prototype, "email", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], UserRecord.prototype, "firstName", void 0);
__decorate([
    Prop({ default: '' }),
    __metadata("design:type", String)
], UserRecord.prototype, "lastName", void 0);
__decorate([
    Prop({ type: String, enum: USER_ROLES, default: USER_DEFAULTS.role }),
    __metadata("design:type", String)
], UserRecord.prototype, "role", void 0);
__decorate([
    Prop({ type: String, enum: ACTIVE_STATUSES, default: USER_DEFAULTS.status }),
    __metadata("design:type", String)
], UserRecord.prototype, "status", void 0);
__decorate([
    Prop({ default: USER_DEFAULTS.domain_limit, min: 0 }),
    __metadata("design:type", Number)
], UserRecord.prototype, "domain_limit", void 0);
__decorate([
    Prop({ type: String, enum: PLAN_TYPES, default: USER_DEFAULTS.plan_type }),
    __metadata("design:type", String)
], UserRecord.prototype, "plan_type", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], UserRecord.prototype, "password_hash", void 0);
__decorate([
    Prop({ required: true, unique: true }),
    __metadata("design:type", String)
], UserRecord.prototype, "api_key_hash", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], UserRecord.prototype, "api_key_sealed", void 0);
__decorate([
    Prop({ type: Date, default: null }),
    __metadata("design:type", Object)
], UserRecord.prototype, "last_login", void 0);
__decorate([
    Prop({ type: Boolean }),
    __metadata("design:type", Boolean)
], UserRecord.prototype, "email_confirmed", void 0);
__decorate([
    Prop({ type: String, enum: USER_APPROVALS }),
    __metadata("design:type", String)
], UserRecord.prototype, "approval", void 0);
__decorate([
    Prop({ type: String, enum: PRODUCTION_ACCESS_STATES }),
    __metadata("design:type", String)
], UserRecord.prototype, "production_access", void 0);
UserRecord = __decorate([
    Schema({ collection: 'users', timestamps: true })
], UserRecord);
export { UserRecord };
export const UserSchema = SchemaFactory.createForClass(UserRecord);
// The admin list newest first (_id breaks ties, for stable pages): all users, by role (also the
// top bar's admin look-up), and the accounts waiting for approval (?approval=pending).
UserSchema.index({ createdAt: -1, _id: -1 });
UserSchema.index({ role: 1, createdAt: -1, _id: -1 });
UserSchema.index({ approval: 1, createdAt: -1, _id: -1 });
// A search among the accounts waiting for approval: e-mails starting with the text, by e-mail.
UserSchema.index({ approval: 1, email: 1 });
/** Missing means confirmed: accounts from before sign-up confirmation keep sending. */
export function isEmailConfirmed(user) {
    return user.email_confirmed !== false;
}
export function approvalOf(user) {
    return user.approval === 'pending' ? 'pending' : 'approved';
}
/** Whether the account may send to anyone (see UserRecord.production_access). */
export function hasProductionAccess(user) {
    return user.production_access !== 'sandboxed';
}
//# sourceMappingURL=user.schema.js.map