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
import { API_KEY_SCOPES } from '@platform/contracts';
/**
 * A named API key of an account. The key handed out is `key_<_id>.<secret>`: the _id in it
 * lets authentication read the record by _id (the only lookup the embedded database serves
 * from an index, and every HTTP send authenticates), and the SHA-256 of the whole key is
 * compared with key_hash. The key itself is never stored.
 */
let ApiKeyRecord = class ApiKeyRecord {
    user_id;
    name;
    scope;
    domain_id;
    /** The domain's name when the key was made (names never change), for the sending check. */
    domain;
    key_hash;
    /** The first characters of the key, to tell keys apart in a list. */
    key_prefix;
    last_used_at;
    created_at;
};
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], ApiKeyRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ required: true, trim: true }),
    __metadata("design:type", String)
], ApiKeyRecord.prototype, "name", void 0);
__decorate([
    Prop({ type: String, enum: API_KEY_SCOPES, required: true }),
    __metadata("design:type", String)
], ApiKeyRecord.prototype, "scope", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, default: null }),
    __metadata("design:type", Object)
], ApiKeyRecord.prototype, "domain_id", void 0);
__decorate([
    Prop({ type: String, default: null }),
    __metadata("design:type", Object)
], ApiKeyRecord.prototype, "domain", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], ApiKeyRecord.prototype, "key_hash", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], ApiKeyRecord.prototype, "key_prefix", void 0);
__decorate([
    Prop({ type: Date, default: null }),
    __metadata("design:type", Object)
], ApiKeyRecord.prototype, "last_used_at", void 0);
ApiKeyRecord = __decorate([
    Schema({ collection: 'api_keys', timestamps: { createdAt: 'created_at', updatedAt: false } })
], ApiKeyRecord);
export { ApiKeyRecord };
export const ApiKeySchema = SchemaFactory.createForClass(ApiKeyRecord);
// An account's keys, newest first.
ApiKeySchema.index({ user_id: 1, created_at: -1, _id: -1 });
//# sourceMappingURL=api-key.schema.js.map