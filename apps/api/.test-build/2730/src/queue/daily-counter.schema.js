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
/** Messages one SMTP account had accepted on one day, for its daily quota. The _id is `<day>|<smtp account>`. */
let AccountDayRecord = class AccountDayRecord {
    _id;
    day;
    smtp_account_id;
    accepted;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], AccountDayRecord.prototype, "_id", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], AccountDayRecord.prototype, "day", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], AccountDayRecord.prototype, "smtp_account_id", void 0);
__decorate([
    Prop({ default: 0 }),
    __metadata("design:type", Number)
], AccountDayRecord.prototype, "accepted", void 0);
AccountDayRecord = __decorate([
    Schema({ collection: 'smtp_account_days' })
], AccountDayRecord);
export { AccountDayRecord };
export const AccountDaySchema = SchemaFactory.createForClass(AccountDayRecord);
/**
 * Messages one account had accepted on one day, over all its domains and credentials, for its
 * plan's daily cap; written as each message is accepted (the figures the screens show come from
 * the rollups). The _id is `<day>|<user>`.
 */
let UserDayRecord = class UserDayRecord {
    _id;
    day;
    user_id;
    accepted;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], UserDayRecord.prototype, "_id", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], UserDayRecord.prototype, "day", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], UserDayRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ default: 0 }),
    __metadata("design:type", Number)
], UserDayRecord.prototype, "accepted", void 0);
UserDayRecord = __decorate([
    Schema({ collection: 'user_days' })
], UserDayRecord);
export { UserDayRecord };
export const UserDaySchema = SchemaFactory.createForClass(UserDayRecord);
/**
 * Messages one account had accepted in one UTC hour, for its warm-up's hourly quota. The _id is
 * `<YYYY-MM-DDTHH>|<user>`; a row removes itself a day after its hour (TTL index on expires_at).
 */
let UserHourRecord = class UserHourRecord {
    _id;
    hour;
    user_id;
    expires_at;
    accepted;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], UserHourRecord.prototype, "_id", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], UserHourRecord.prototype, "hour", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], UserHourRecord.prototype, "user_id", void 0);
__decorate([
    Prop({ type: Date, required: true, expires: 0 }),
    __metadata("design:type", Date)
], UserHourRecord.prototype, "expires_at", void 0);
__decorate([
    Prop({ default: 0 }),
    __metadata("design:type", Number)
], UserHourRecord.prototype, "accepted", void 0);
UserHourRecord = __decorate([
    Schema({ collection: 'user_hours' })
], UserHourRecord);
export { UserHourRecord };
export const UserHourSchema = SchemaFactory.createForClass(UserHourRecord);
/** How long an hour's row is kept after its hour began. */
export const USER_HOUR_KEPT_MS = 25 * 60 * 60 * 1000;
export function userHourId(hour, userId) {
    return `${hour}|${userId.toString()}`;
}
/** The UTC hour of `at`, `YYYY-MM-DDTHH`. */
export function utcHour(at) {
    return at.toISOString().slice(0, 13);
}
export function userDayId(day, userId) {
    return `${day}|${userId.toString()}`;
}
export function utcDay(at) {
    return at.toISOString().slice(0, 10);
}
//# sourceMappingURL=daily-counter.schema.js.map