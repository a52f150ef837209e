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
import { ACTIVE_STATUSES } from '@platform/contracts';
/** A sending IP of an agent, with the HELO name the agent greets recipient servers with from it. */
let AgentIpRecord = class AgentIpRecord {
    /** The _id of the agent the IP belongs to. */
    agent;
    /** In canonical form (see canonicalIpAddress); unique: an IP belongs to one agent at most. */
    ip;
    helo;
    status;
    createdAt;
    updatedAt;
};
__decorate([
    Prop({ type: MongooseSchema.Types.ObjectId, required: true }),
    __metadata("design:type", Function)
], AgentIpRecord.prototype, "agent", void 0);
__decorate([
    Prop({ required: true, unique: true }),
    __metadata("design:type", String)
], AgentIpRecord.prototype, "ip", void 0);
__decorate([
    Prop({ required: true }),
    __metadata("design:type", String)
], AgentIpRecord.prototype, "helo", void 0);
__decorate([
    Prop({ type: String, enum: ACTIVE_STATUSES, default: 'active' }),
    __metadata("design:type", String)
], AgentIpRecord.prototype, "status", void 0);
AgentIpRecord = __decorate([
    Schema({ collection: 'agent_ips', timestamps: true })
], AgentIpRecord);
export { AgentIpRecord };
export const AgentIpSchema = SchemaFactory.createForClass(AgentIpRecord);
// An agent's IPs in address order.
AgentIpSchema.index({ agent: 1, ip: 1 });
//# sourceMappingURL=agent-ip.schema.js.map