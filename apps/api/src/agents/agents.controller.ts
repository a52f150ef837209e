import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Agent, AgentCreatedResponse, AgentIpsResponse, AgentSecretResponse, ListResponse } from '@platform/contracts';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { AgentsService } from './agents.service.js';
import { AgentListQueryDto } from './dto/agent-list-query.dto.js';
import { CreateAgentDto } from './dto/create-agent.dto.js';
import { UpdateAgentIpsDto } from './dto/update-agent-ips.dto.js';
import { UpdateAgentDto } from './dto/update-agent.dto.js';

@ApiTags('agents')
@Controller('admin/agents')
export class AgentsController {
  constructor(private readonly agentsService: AgentsService) {}

  @Get()
  @ApiOperation({ summary: 'List sending agents', description: 'Paged, filtered by status (online, offline) and searched by name.' })
  @ApiOkResponse({ description: 'A page of agents' })
  list(@Query() query: AgentListQueryDto): Promise<ListResponse<Agent>> {
    return this.agentsService.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One sending agent', description: 'The agent with its last heartbeat, version and sending IPs.' })
  @ApiOkResponse({ description: 'The agent' })
  get(@Param('id', ParseObjectIdPipe) id: string): Promise<Agent> {
    return this.agentsService.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Register a sending agent', description: 'Answers the agent id and its secret, shown this once (it is stored hashed): the agent starts with them.' })
  @ApiCreatedResponse({ description: 'The agent with its secret, shown this once' })
  create(@Body() body: CreateAgentDto): Promise<AgentCreatedResponse> {
    return this.agentsService.create(body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a sending agent', description: 'Name, status (an inactive agent leases nothing) and the delivery routes it serves.' })
  @ApiOkResponse({ description: 'The agent as saved' })
  update(@Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdateAgentDto): Promise<Agent> {
    return this.agentsService.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a sending agent', description: 'Its leases end and their deliveries are due again for other agents.' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', ParseObjectIdPipe) id: string): Promise<void> {
    return this.agentsService.remove(id);
  }

  @Post(':id/secret/reset')
  @ApiOperation({ summary: 'Give the agent a new secret', description: 'Answers the new secret this once; the old one is refused from now on.' })
  @ApiOkResponse({ description: 'The new secret, shown this once' })
  @HttpCode(HttpStatus.OK)
  resetSecret(@Param('id', ParseObjectIdPipe) id: string): Promise<AgentSecretResponse> {
    return this.agentsService.resetSecret(id);
  }

  @Get(':id/ips')
  @ApiOperation({ summary: 'The agent\'s sending IPs', description: 'The addresses the agent reported, with their status and the domains pinned to each.' })
  @ApiOkResponse({ description: 'The agent\'s IPs' })
  listIps(@Param('id', ParseObjectIdPipe) id: string): Promise<AgentIpsResponse> {
    return this.agentsService.listIps(id);
  }

  @Patch(':id/ips')
  @ApiOperation({ summary: 'Change the agent\'s sending IPs', description: 'Switches addresses on or off for sending and sets their host names.' })
  @ApiOkResponse({ description: 'The agent\'s IPs as saved' })
  updateIps(@Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdateAgentIpsDto): Promise<AgentIpsResponse> {
    return this.agentsService.updateIps(id, body);
  }
}
