import { Global, Module } from '@nestjs/common';
import { DatabaseCommandMetrics } from './database-command-metrics.js';
import { MetricsController } from './metrics.controller.js';
import { PlatformMetrics } from './platform-metrics.js';

/** The metrics every module records into, and the /metrics endpoint that serves them. */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [PlatformMetrics, DatabaseCommandMetrics],
  exports: [PlatformMetrics],
})
export class MetricsModule {}
