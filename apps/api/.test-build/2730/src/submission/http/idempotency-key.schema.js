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
 * An Idempotency-Key of POST /api/v1/messages under the string _id `<user id>:<key>`. Inserting
 * it claims the key: the insert fails for everyone else on every MongoDB-compatible server, even
 * where findOneAndUpdate is not atomic (FerretDB). It is read and written by `{ _id }` alone,
 * the only filter FerretDB answers from an index.
 *
 * `takeover:<user id>:<key>:<claim>` documents have the same shape: whoever inserts one is the
 * only request allowed to replace the expired or abandoned record that holds that claim.
 */
let IdempotencyKeyRecord = class IdempotencyKeyRecord {
    _id;
    /** SHA-256 of the request body, which tells a retry from another request reusing the key. */
    request_hash;
    /** Random token of the request holding the key, so that a request releases only its own claim. */
    claim;
    /**
     * The _id the request's message is stored under, chosen with the claim: a repeat that finds no
     * answer asks whether that message was stored (its process may have died after storing it and
     * before writing the answer), and answers for it instead of storing a second one.
     */
    message_ref;
    /** The 202 body, given again to every repeat of the request; null while the request runs. */
    response;
    claimed_at;
    /**
     * MongoDB removes the record by itself after this (TTL index); FerretDB 1.24 refuses TTL indexes,
     * so there it stays until its key is used again. Lookups check the time either way.
     */
    expires_at;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], IdempotencyKeyRecord.prototype, "_id", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], IdempotencyKeyRecord.prototype, "request_hash", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], IdempotencyKeyRecord.prototype, "claim", void 0);
__decorate([
    Prop({ type: String, default: null }),
    __metadata("design:type", Object)
], IdempotencyKeyRecord.prototype, "message_ref", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.Mixed, default: null }),
    __metadata("design:type", Object)
], IdempotencyKeyRecord.prototype, "response", void 0);
__decorate([
    Prop({ type: Date, required: true }),
    __metadata("design:type", Date)
], IdempotencyKeyRecord.prototype, "claimed_at", void 0);
__decorate([
    Prop({ type: Date, required: true, expires: 0 }),
    __metadata("design:type", Date)
], IdempotencyKeyRecord.prototype, "expires_at", void 0);
IdempotencyKeyRecord = __decorate([
    Schema({ collection: 'idempotency_keys', versionKey: false })
], IdempotencyKeyRecord);
export { IdempotencyKeyRecord };
export const IdempotencyKeySchema = SchemaFactory.createForClass(IdempotencyKeyRecord);
//# sourceMappingURL=idempotency-key.schema.js.map