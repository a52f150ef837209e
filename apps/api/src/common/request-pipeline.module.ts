import { Inject, type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { AgentAuthGuard } from '../agent-gateway/agent-auth.guard.js';
import { AgentsModule } from '../agents/agents.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';
import { AdminTokenMiddleware } from './admin-token.middleware.js';
import { CustomerAccessModule } from '../customer-access/customer-access.module.js';
import { ApiKeyGuard } from '../submission/http/api-key.guard.js';
import { applyJsonBodyParsers } from './request-body-limits.js';

/**
 * The credential checks of the routes with a body (the admin token on /api/admin, the sender's
 * key on the send route, the agent's secret on its results and result batches) and the body parsers, in that order. A module of its own, not global:
 * Nest runs the middleware of global modules first, so the request logger (LoggingModule) has
 * given every request its id and its log line before either of these may refuse it.
 */
@Module({ imports: [AuthModule, CustomerAccessModule, AgentsModule] })
export class RequestPipelineModule implements NestModule {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(AdminTokenMiddleware).forRoutes({ path: 'admin/{*path}', method: RequestMethod.ALL });
    // The other routes with large bodies check their caller first too.
    consumer.apply(ApiKeyGuard).forRoutes({ path: 'v1/messages', method: RequestMethod.POST });
    consumer.apply(AgentAuthGuard).forRoutes({ path: 'agent/v1/results', method: RequestMethod.POST }, { path: 'agent/v1/result-batches', method: RequestMethod.POST });
    // After the credential checks: see applyJsonBodyParsers.
    applyJsonBodyParsers(consumer, this.config);
  }
}
