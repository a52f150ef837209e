import { Module } from '@nestjs/common';
import { AgentsModule } from '../agents/agents.module.js';
import { IpWarmupModule } from '../ip-warmup/ip-warmup.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { TrafficShapingModule } from '../traffic-shaping/traffic-shaping.module.js';
import { AgentAuthGuard } from './agent-auth.guard.js';
import { AgentGatewayController } from './agent-gateway.controller.js';
import { AgentGatewayService } from './agent-gateway.service.js';

@Module({
  imports: [AgentsModule, QueueModule, TrafficShapingModule, IpWarmupModule],
  controllers: [AgentGatewayController],
  providers: [AgentGatewayService, AgentAuthGuard],
})
export class AgentGatewayModule {}
