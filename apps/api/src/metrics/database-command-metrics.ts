import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, mongo } from 'mongoose';
import { PlatformMetrics } from './platform-metrics.js';

/**
 * Times every database command through the driver's command monitoring (the connection is
 * opened with monitorCommands, see AppModule): the latency MongoDB's own tools would not show
 * per API process. Follows the connection pool too: connections in use and commands waiting
 * for one (a database that stopped answering fills the pool, then commands queue), and logs a
 * command that gave up waiting for a connection.
 */
@Injectable()
export class DatabaseCommandMetrics implements OnModuleInit {
  private readonly logger = new Logger(DatabaseCommandMetrics.name);

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

    // Counted from the events this listener sees: the pool may have begun work before it was
    // attached, so a check-in of a connection it never saw go out is ignored, and the waiting
    // count never goes below zero (it showed -1 in use, -59 waiting).
    const checkedOut = new Set<mongo.ConnectionCheckedOutEvent['connectionId']>();
    let waiting = 0;
    const show = () => {
      this.metrics.databaseConnectionsInUse.set(checkedOut.size);
      this.metrics.databaseCheckoutsWaiting.set(waiting);
    };
    client.on('connectionCheckOutStarted', () => {
      waiting += 1;
      show();
    });
    client.on('connectionCheckedOut', (event: mongo.ConnectionCheckedOutEvent) => {
      waiting = Math.max(0, waiting - 1);
      checkedOut.add(event.connectionId);
      show();
    });
    client.on('connectionCheckOutFailed', (event: mongo.ConnectionCheckOutFailedEvent) => {
      waiting = Math.max(0, waiting - 1);
      show();
      this.logger.error(`A database command got no connection of the pool (${String(event.reason)}): ${checkedOut.size} in use, ${waiting} waiting`);
    });
    client.on('connectionCheckedIn', (event: mongo.ConnectionCheckedInEvent) => {
      checkedOut.delete(event.connectionId);
      show();
    });
  }
}
