var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { AGENT_ID_HEADER } from '@platform/contracts';
import { AgentsService } from '../agents/agents.service.js';
import { bearerTokenOf } from '../common/credentials.js';
/**
 * Agents present their agent_id in x-agent-id and the secret issued at creation as a bearer token.
 * Also mounted as middleware on the results route ahead of its body parser (see AppModule): its
 * bodies may be most of a megabyte, read only for a known agent.
 */
let AgentAuthGuard = class AgentAuthGuard {
    agentsService;
    constructor(agentsService) {
        this.agentsService = agentsService;
    }
    async use(request, _response, next) {
        await this.authenticate(request);
        next();
    }
    async canActivate(context) {
        const request = context.switchToHttp().getRequest();
        if (!request.agent)
            await this.authenticate(request);
        return true;
    }
    async authenticate(request) {
        const agentId = request.header(AGENT_ID_HEADER) ?? '';
        const secret = bearerTokenOf(request.header('authorization'));
        const agent = agentId && secret ? await this.agentsService.authenticateAgent(agentId, secret) : null;
        if (!agent)
            throw new UnauthorizedException('Unknown agent or wrong secret');
        request.agent = agent;
    }
};
AgentAuthGuard = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [AgentsService])
], AgentAuthGuard);
export { AgentAuthGuard };
//# sourceMappingURL=agent-auth.guard.js.map