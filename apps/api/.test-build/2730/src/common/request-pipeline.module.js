var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
import { Inject, Module, RequestMethod } from '@nestjs/common';
import { AgentAuthGuard } from '../agent-gateway/agent-auth.guard.js';
import { AgentsModule } from '../agents/agents.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { AdminTokenMiddleware } from './admin-token.middleware.js';
import { CustomerAccessModule } from '../customer-access/customer-access.module.js';
import { ApiKeyGuard } from '../submission/http/api-key.guard.js';
import { applyJsonBodyParsers } from './request-body-limits.js';
/**
 * The credential checks of the routes with a body (the admin token on /api/admin, the sender's
 * key on the send route, the agent's secret on its results) and the body parsers, in that order. A module of its own, not global:
 * Nest runs the middleware of global modules first, so the request logger (LoggingModule) has
 * given every request its id and its log line before either of these may refuse it.
 */
let RequestPipelineModule = class RequestPipelineModule {
    config;
    constructor(config) {
        this.config = config;
    }
    configure(consumer) {
        consumer.apply(AdminTokenMiddleware).forRoutes({ path: 'admin/{*path}', method: RequestMethod.ALL });
        // The two other routes with large bodies check their caller first too.
        consumer.apply(ApiKeyGuard).forRoutes({ path: 'v1/messages', method: RequestMethod.POST });
        consumer.apply(AgentAuthGuard).forRoutes({ path: 'agent/v1/results', method: RequestMethod.POST });
        // After the credential checks: see applyJsonBodyParsers.
        applyJsonBodyParsers(consumer, this.config);
    }
};
RequestPipelineModule = __decorate([
    Module({ imports: [AuthModule, CustomerAccessModule, AgentsModule] }),
    __param(0, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Object])
], RequestPipelineModule);
export { RequestPipelineModule };
//# sourceMappingURL=request-pipeline.module.js.map