import { Controller, Get, Headers, Inject, NotFoundException, Res, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { bearerTokenOf } from '../common/credentials.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';
import { PlatformMetrics } from './platform-metrics.js';

/** Served at /metrics, outside /api, where Prometheus looks by default (see createApp). */
export const METRICS_PATH = 'metrics';

/**
 * The Prometheus scrape endpoint. It asks for its own token (METRICS_TOKEN, as
 * `Authorization: Bearer <token>`, which Prometheus sends with `authorization.credentials`);
 * without the variable it is off and answers 404 like any unknown path.
 */
@ApiExcludeController()
@Controller(METRICS_PATH)
export class MetricsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: PlatformMetrics,
  ) {}

  @Get()
  async scrape(@Headers('authorization') authorization: string | undefined, @Res({ passthrough: true }) response: Response): Promise<string> {
    const expected = this.config.operations.metricsToken;
    if (!expected) throw new NotFoundException('Metrics are off: set METRICS_TOKEN to serve them');
    if (!sameToken(bearerTokenOf(authorization), expected)) {
      response.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new UnauthorizedException('A valid metrics token is required (Authorization: Bearer <METRICS_TOKEN>)');
    }
    response.type(this.metrics.registry.contentType);
    return this.metrics.exposition();
  }
}

/** Compared as hashes: equal lengths for timingSafeEqual, and no timing hint of the token's length. */
function sameToken(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
