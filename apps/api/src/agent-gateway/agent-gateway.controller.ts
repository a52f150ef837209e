import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
  @ApiOperation({ summary: 'Report the agent alive', description: 'A sending agent reports itself (version, sending IPs, load) with its agent id and secret; the answer holds its settings. An agent missing heartbeats shows offline.' })
  @ApiOkResponse({ description: 'Recorded; the agent\'s settings' })
  @HttpCode(HttpStatus.OK)
  heartbeat(@Req() request: AgentRequest, @Body() body: AgentHeartbeatDto): Promise<AgentHeartbeatResponse> {
    return this.gateway.heartbeat(request.agent, body);
  }

  @Post('leases')
  @ApiOperation({ summary: 'Lease deliveries to send', description: 'Hands the agent up to `limit` due deliveries with their messages, each leased to it for a time; deliveries not reported in time go to another agent.' })
  @ApiOkResponse({ description: 'The deliveries leased to the agent (none when nothing is due)' })
  @HttpCode(HttpStatus.OK)
  async lease(@Req() request: AgentRequest, @Body() body: AgentLeaseDto): Promise<AgentLeaseResponse> {
    return { items: await this.gateway.lease(request.agent, body.max) };
  }

  @Post('results')
  @ApiOperation({ summary: 'Report delivery outcomes', description: 'The outcome of each leased delivery (delivered, deferred with the next attempt, bounced or failed, with the remote answer). Results for leases the agent no longer holds are ignored and counted.' })
  @ApiOkResponse({ description: 'How many results were settled and how many were for leases the agent no longer holds' })
  @HttpCode(HttpStatus.OK)
  result(@Req() request: AgentRequest, @Body() body: AgentResultDto): Promise<AgentResultResponse> {
    return this.gateway.recordResult(request.agent, body);
  }

  @Post('releases')
  @ApiOperation({ summary: 'Give leased deliveries back', description: 'Deliveries the agent will not send (it is stopping): they are due again at once for any agent.' })
  @ApiOkResponse({ description: 'How many deliveries were given back' })
  @HttpCode(HttpStatus.OK)
  releases(@Req() request: AgentRequest, @Body() body: AgentReleaseDto): Promise<AgentReleaseResponse> {
    return this.gateway.releaseLeases(request.agent, body);
  }
}
