import { type CanActivate, type ExecutionContext, Injectable, type NestMiddleware, UnauthorizedException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AGENT_ID_HEADER } from '@platform/contracts';
import type { StoredAgent } from '../agents/agent.schema.js';
import { AgentsService } from '../agents/agents.service.js';
import { bearerTokenOf } from '../common/credentials.js';

export interface AgentRequest extends Request {
  agent: StoredAgent;
}

/**
 * Agents present their agent_id in x-agent-id and the secret issued at creation as a bearer token.
 * Also mounted as middleware on the results and result-batches routes ahead of their body parsers
 * (see RequestPipelineModule): their bodies may be megabytes, read only for a known agent.
 */
@Injectable()
export class AgentAuthGuard implements CanActivate, NestMiddleware {
  constructor(private readonly agentsService: AgentsService) {}

  async use(request: AgentRequest, _response: Response, next: NextFunction): Promise<void> {
    await this.authenticate(request);
    next();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AgentRequest>();
    if (!request.agent) await this.authenticate(request);
    return true;
  }

  private async authenticate(request: AgentRequest): Promise<void> {
    const agentId = request.header(AGENT_ID_HEADER) ?? '';
    const secret = bearerTokenOf(request.header('authorization'));
    const agent = agentId && secret ? await this.agentsService.authenticateAgent(agentId, secret) : null;
    if (!agent) throw new UnauthorizedException('Unknown agent or wrong secret');
    request.agent = agent;
  }
}
