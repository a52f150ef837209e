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
import { AGENT_DEFAULTS, AGENT_TYPES } from '@platform/contracts';
let AgentRecord = class AgentRecord {
    /** The name the agent signs in with; unique. */
    agent_id;
    /** The machine's host name, as created and then as reported by each heartbeat. */
    hostname;
    agent_type;
    /** The customer whose own IPs the agent sends from; null for provider agents. */
    owner_user_id;
    /** Set when an admin switches the agent offline: it is drained, no new deliveries go to it. */
    admin_disabled;
    /** Indexed for the online count (list filter and metrics): a range on the last heartbeat. */
    last_seen;
    /** SHA-256 of the agent's secret: the secret is random and long, so a fast hash is enough. */
    secret_hash;
    createdAt;
    updatedAt;
};
__decorate([
    Prop({ required: true, unique: true, trim: true }),
    __metadata("design:type", String)
], AgentRecord.prototype, "agent_id", void 0);
__decorate([
    Prop({ required: true, trim: true }),
    __metadata("design:type", String)
], AgentRecord.prototype, "hostname", void 0);
__decorate([
    Prop({ type: String, enum: AGENT_TYPES, default: AGENT_DEFAULTS.agent_type }),
    __metadata("design:type", String)
], AgentRecord.prototype, "agent_type", void 0);
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, default: null }),
    __metadata("design:type", Object)
], AgentRecord.prototype, "owner_user_id", void 0);
__decorate([
    Prop({ default: false }),
    __metadata("design:type", Boolean)
], AgentRecord.prototype, "admin_disabled", void 0);
__decorate([
    Prop({ type: Date, default: null, index: true }),
    __metadata("design:type", Object)
], AgentRecord.prototype, "last_seen", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], AgentRecord.prototype, "secret_hash", void 0);
AgentRecord = __decorate([
    Schema({ collection: 'agents', timestamps: true })
], AgentRecord);
export { AgentRecord };
export const AgentSchema = SchemaFactory.createForClass(AgentRecord);
// The admin list newest first (_id breaks ties), all agents or by type or owner; the owner's
// agents also for the user detail's figures.
AgentSchema.index({ createdAt: -1, _id: -1 });
AgentSchema.index({ agent_type: 1, createdAt: -1, _id: -1 });
AgentSchema.index({ owner_user_id: 1, createdAt: -1, _id: -1 });
//# sourceMappingURL=agent.schema.js.map