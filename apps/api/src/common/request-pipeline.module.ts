import { Inject, type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';
import { AdminTokenMiddleware } from './admin-token.middleware.js';
import { applyJsonBodyParsers } from './request-body-limits.js';

/**
 * The admin token check and the body parsers, in that order. A module of its own, not global:
 * Nest runs the middleware of global modules first, so the request logger (LoggingModule) has
 * given every request its id and its log line before either of these may refuse it.
 */
@Module({ imports: [AuthModule] })
export class RequestPipelineModule implements NestModule {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(AdminTokenMiddleware).forRoutes({ path: 'admin/{*path}', method: RequestMethod.ALL });
    // After the admin token check: see applyJsonBodyParsers.
    applyJsonBodyParsers(consumer, this.config);
  }
}
