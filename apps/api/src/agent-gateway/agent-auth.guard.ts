import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { AGENT_ID_HEADER } from '@platform/contracts';
import type { AgentDocument } from '../agents/agent.schema.js';
import { AgentsService } from '../agents/agents.service.js';
import { bearerTokenOf } from '../common/credentials.js';

export interface AgentRequest extends Request {
  agent: AgentDocument;
}

/** Agents present their agent_id in x-agent-id and the secret issued at creation as a bearer token. */
@Injectable()
export class AgentAuthGuard implements CanActivate {
  constructor(private readonly agentsService: AgentsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AgentRequest>();
    const agentId = request.header(AGENT_ID_HEADER) ?? '';
    const secret = bearerTokenOf(request.header('authorization'));
    const agent = agentId && secret ? await this.agentsService.authenticateAgent(agentId, secret) : null;
    if (!agent) throw new UnauthorizedException('Unknown agent or wrong secret');
    request.agent = agent;
    return true;
  }
}
