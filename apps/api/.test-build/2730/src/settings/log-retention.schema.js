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
import { LOG_RETENTION_DAYS } from '@platform/contracts';
export const LOG_RETENTION_KEY = 'log-retention';
/** The log retention: one document of the shared `settings` collection, under key 'log-retention'. */
let LogRetentionRecord = class LogRetentionRecord {
    key;
    days;
};
__decorate([
    Prop({ required: true, unique: true }),
    __metadata("design:type", String)
], LogRetentionRecord.prototype, "key", void 0);
__decorate([
    Prop({ default: LOG_RETENTION_DAYS.default }),
    __metadata("design:type", Number)
], LogRetentionRecord.prototype, "days", void 0);
LogRetentionRecord = __decorate([
    Schema({ collection: 'settings', timestamps: true })
], LogRetentionRecord);
export { LogRetentionRecord };
export const LogRetentionSchema = SchemaFactory.createForClass(LogRetentionRecord);
//# sourceMappingURL=log-retention.schema.js.map