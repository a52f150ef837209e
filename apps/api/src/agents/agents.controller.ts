import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
  list(@Query() query: AgentListQueryDto): Promise<ListResponse<Agent>> {
    return this.agentsService.list(query);
  }

  @Get(':id')
  get(@Param('id', ParseObjectIdPipe) id: string): Promise<Agent> {
    return this.agentsService.get(id);
  }

  @Post()
  create(@Body() body: CreateAgentDto): Promise<AgentCreatedResponse> {
    return this.agentsService.create(body);
  }

  @Patch(':id')
  update(@Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdateAgentDto): Promise<Agent> {
    return this.agentsService.update(id, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', ParseObjectIdPipe) id: string): Promise<void> {
    return this.agentsService.remove(id);
  }

  @Post(':id/secret/reset')
  @HttpCode(HttpStatus.OK)
  resetSecret(@Param('id', ParseObjectIdPipe) id: string): Promise<AgentSecretResponse> {
    return this.agentsService.resetSecret(id);
  }

  @Get(':id/ips')
  listIps(@Param('id', ParseObjectIdPipe) id: string): Promise<AgentIpsResponse> {
    return this.agentsService.listIps(id);
  }

  @Patch(':id/ips')
  updateIps(@Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdateAgentIpsDto): Promise<AgentIpsResponse> {
    return this.agentsService.updateIps(id, body);
  }
}
