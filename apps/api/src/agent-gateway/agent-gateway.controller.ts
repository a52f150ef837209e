import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AgentHeartbeatResponse, AgentLeaseResponse, AgentReleaseResponse, AgentResultResponse } from '@platform/contracts';
import { AgentAuthGuard, type AgentRequest } from './agent-auth.guard.js';
import { AgentGatewayService } from './agent-gateway.service.js';
import { AgentHeartbeatDto, AgentLeaseDto, AgentReleaseDto, AgentResultDto } from './dto/agent-protocol.dto.js';

@ApiTags('agent protocol')
@ApiBearerAuth()
@Controller('agent/v1')
@UseGuards(AgentAuthGuard)
export class AgentGatewayController {
  constructor(private readonly gateway: AgentGatewayService) {}

  @Post('heartbeat')
  @HttpCode(HttpStatus.OK)
  heartbeat(@Req() request: AgentRequest, @Body() body: AgentHeartbeatDto): Promise<AgentHeartbeatResponse> {
    return this.gateway.heartbeat(request.agent, body);
  }

  @Post('leases')
  @HttpCode(HttpStatus.OK)
  async lease(@Req() request: AgentRequest, @Body() body: AgentLeaseDto): Promise<AgentLeaseResponse> {
    return { items: await this.gateway.lease(request.agent, body.max) };
  }

  @Post('results')
  @HttpCode(HttpStatus.OK)
  result(@Req() request: AgentRequest, @Body() body: AgentResultDto): Promise<AgentResultResponse> {
    return this.gateway.recordResult(request.agent, body);
  }

  @Post('releases')
  @HttpCode(HttpStatus.OK)
  releases(@Req() request: AgentRequest, @Body() body: AgentReleaseDto): Promise<AgentReleaseResponse> {
    return this.gateway.releaseLeases(request.agent, body);
  }
}
