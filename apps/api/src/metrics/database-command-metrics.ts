import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, mongo } from 'mongoose';
import { PlatformMetrics } from './platform-metrics.js';

/**
 * Times every database command through the driver's command monitoring (the connection is
 * opened with monitorCommands, see AppModule): the latency MongoDB's own tools would not show
 * per API process.
 */
@Injectable()
export class DatabaseCommandMetrics implements OnModuleInit {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly metrics: PlatformMetrics,
  ) {}

  onModuleInit(): void {
    const client = this.connection.getClient();
    const observe = (outcome: 'ok' | 'error') => (event: mongo.CommandSucceededEvent | mongo.CommandFailedEvent) =>
      this.metrics.databaseCommandLatency.observe({ command: event.commandName, outcome }, event.duration / 1000);
    client.on('commandSucceeded', observe('ok'));
    client.on('commandFailed', observe('error'));
  }
}
