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
 * The hash of the installation's master admin token, in one record (_id 'current'), so that
 * every API process accepts the same token, and a rotation in one of them applies in all at once.
 */
let MasterAdminTokenRecord = class MasterAdminTokenRecord {
    _id;
    /** SHA-256 of the token; the token itself is never stored in the database. */
    token_hash;
    source;
    changed_at;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], MasterAdminTokenRecord.prototype, "_id", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], MasterAdminTokenRecord.prototype, "token_hash", void 0);
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], MasterAdminTokenRecord.prototype, "source", void 0);
__decorate([
    Prop({ type: Date, required: true }),
    __metadata("design:type", Date)
], MasterAdminTokenRecord.prototype, "changed_at", void 0);
MasterAdminTokenRecord = __decorate([
    Schema({ collection: 'admin_master_token', versionKey: false })
], MasterAdminTokenRecord);
export { MasterAdminTokenRecord };
export const MasterAdminTokenSchema = SchemaFactory.createForClass(MasterAdminTokenRecord);
//# sourceMappingURL=master-admin-token.schema.js.map