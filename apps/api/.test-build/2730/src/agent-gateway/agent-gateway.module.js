var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { AgentsModule } from '../agents/agents.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { AgentAuthGuard } from './agent-auth.guard.js';
import { AgentGatewayController } from './agent-gateway.controller.js';
import { AgentGatewayService } from './agent-gateway.service.js';
let AgentGatewayModule = class AgentGatewayModule {
};
AgentGatewayModule = __decorate([
    Module({
        imports: [AgentsModule, QueueModule],
        controllers: [AgentGatewayController],
        providers: [AgentGatewayService, AgentAuthGuard],
    })
], AgentGatewayModule);
export { AgentGatewayModule };
//# sourceMappingURL=agent-gateway.module.js.map