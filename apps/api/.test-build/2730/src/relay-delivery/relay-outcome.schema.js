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
 * A relay's answer to one leased delivery, written the moment the relay answered and removed
 * once the attempt is recorded: one left behind is an answer whose process died before it
 * recorded it (RelayOutcomeJournal replays it), so the delivery is not sent through the relay a
 * second time once its lease runs out. By the lease token as `_id`.
 */
let RelayOutcomeRecord = class RelayOutcomeRecord {
    _id;
    /** The lease's holder: only it may settle the delivery with this outcome once the lease is over. */
    owner;
    results;
    source_ip;
    /** The relay's name, in the delivery log's agent_hostname as a live record has it. */
    relay_name;
    created_at;
};
__decorate([
    Prop({ type: String, required: true }),
    __metadata("design:type", String)
], RelayOutcomeRecord.prototype, "_id", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], RelayOutcomeRecord.prototype, "owner", void 0);
__decorate([
    Prop({ type: [MongooseSchema.Types.Mixed], required: true }),
    __metadata("design:type", Array)
], RelayOutcomeRecord.prototype, "results", void 0);
__decorate([
    Prop({ type: String, default: null }),
    __metadata("design:type", Object)
], RelayOutcomeRecord.prototype, "source_ip", void 0);
__decorate([
    Prop({ type: String, default: null }),
    __metadata("design:type", Object)
], RelayOutcomeRecord.prototype, "relay_name", void 0);
__decorate([
    Prop({ type: Date, required: true }),
    __metadata("design:type", Date)
], RelayOutcomeRecord.prototype, "created_at", void 0);
RelayOutcomeRecord = __decorate([
    Schema({ collection: 'relay_outcomes', versionKey: false })
], RelayOutcomeRecord);
export { RelayOutcomeRecord };
export const RelayOutcomeSchema = SchemaFactory.createForClass(RelayOutcomeRecord);
// The replay's read of the outcomes left behind, oldest first.
RelayOutcomeSchema.index({ created_at: 1 });
//# sourceMappingURL=relay-outcome.schema.js.map