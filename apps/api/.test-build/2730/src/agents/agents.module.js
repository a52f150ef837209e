var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AgentIpRecord, AgentIpSchema } from './agent-ip.schema.js';
import { AgentIpsService } from './agent-ips.service.js';
import { AgentRecord, AgentSchema } from './agent.schema.js';
import { AgentsController } from './agents.controller.js';
import { AgentsService } from './agents.service.js';
import { IpsController } from './ips.controller.js';
/** Agents, their sending IPs, and the checks agents sign in and send heartbeats through. */
let AgentsModule = class AgentsModule {
};
AgentsModule = __decorate([
    Module({
        imports: [
            MongooseModule.forFeature([
                { name: AgentRecord.name, schema: AgentSchema },
                { name: AgentIpRecord.name, schema: AgentIpSchema },
            ]),
        ],
        controllers: [AgentsController, IpsController],
        providers: [AgentsService, AgentIpsService],
        exports: [AgentsService, AgentIpsService],
    })
], AgentsModule);
export { AgentsModule };
//# sourceMappingURL=agents.module.js.map