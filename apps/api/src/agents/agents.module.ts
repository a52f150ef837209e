import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { IpWarmupModule } from '../ip-warmup/ip-warmup.module.js';
import { AgentIpRecord, AgentIpSchema } from './agent-ip.schema.js';
import { AgentIpsService } from './agent-ips.service.js';
import { AgentRecord, AgentSchema } from './agent.schema.js';
import { AgentsController } from './agents.controller.js';
import { AgentsService } from './agents.service.js';
import { IpsController } from './ips.controller.js';

/** Agents, their sending IPs, and the checks agents sign in and send heartbeats through. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: AgentRecord.name, schema: AgentSchema },
      { name: AgentIpRecord.name, schema: AgentIpSchema },
    ]),
    IpWarmupModule,
  ],
  controllers: [AgentsController, IpsController],
  providers: [AgentsService, AgentIpsService],
  exports: [AgentsService, AgentIpsService],
})
export class AgentsModule {}
