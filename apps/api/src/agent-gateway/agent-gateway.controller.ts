import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AgentHeartbeatResponse, AgentLeaseResponse, AgentReleaseResponse, AgentResultBatchResponse, AgentResultResponse } from '@platform/contracts';
import { AgentAuthGuard, type AgentRequest } from './agent-auth.guard.js';
import { AgentGatewayService } from './agent-gateway.service.js';
import { AgentHeartbeatDto, AgentLeaseDto, AgentReleaseDto, AgentResultBatchDto, AgentResultDto } from './dto/agent-protocol.dto.js';

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

  @Post('result-batches')
  @ApiOperation({
    summary: 'Report the outcomes of several deliveries at once',
    description:
      'Up to 100 results, each as the body of POST results, recorded together. Each is answered in order with what POST results would have answered it: its outcome, or its error (a 503 asks for that result to be reported again shortly) while the others are recorded.',
  })
  @ApiOkResponse({ description: "Each result's answer, in the order of the request" })
  @HttpCode(HttpStatus.OK)
  async resultBatch(@Req() request: AgentRequest, @Body() body: AgentResultBatchDto): Promise<AgentResultBatchResponse> {
    return { results: await this.gateway.recordResults(request.agent, body.results) };
  }

  @Post('releases')
  @ApiOperation({ summary: 'Give leased deliveries back', description: 'Deliveries the agent will not send (it is stopping): they are due again at once for any agent.' })
  @ApiOkResponse({ description: 'How many deliveries were given back' })
  @HttpCode(HttpStatus.OK)
  releases(@Req() request: AgentRequest, @Body() body: AgentReleaseDto): Promise<AgentReleaseResponse> {
    return this.gateway.releaseLeases(request.agent, body);
  }
}
