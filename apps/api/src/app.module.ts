import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { MongooseModule, type MongooseModuleOptions } from '@nestjs/mongoose';
import type { Connection, mongo } from 'mongoose';
import { ServeStaticModule } from '@nestjs/serve-static';
import { existsSync } from 'node:fs';
import type { DestinationStream } from 'pino';
import { UNSUBSCRIBE_PATH } from '@platform/contracts';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { CommonModule } from './common/common.module.js';
import { RequestPipelineModule } from './common/request-pipeline.module.js';
import { countDatabaseCommands } from './database/command-counts.js';
import { DatabaseIndexesModule } from './database/database-indexes.module.js';
import { RUNTIME_SECRETS } from './common/runtime-secrets.token.js';
import { createValidationPipe } from './common/validation.pipe.js';
import { APP_CONFIG } from './config/app-config.token.js';
import type { AppConfig } from './config/app-config.js';
import type { RuntimeSecrets } from './config/persistent-secrets.js';
import { AuthModule } from './auth/auth.module.js';
import { BackupsModule } from './backups/backups.module.js';
import { HealthModule } from './health/health.module.js';
import { UsersModule } from './users/users.module.js';
import { PlansModule } from './plans/plans.module.js';
import { UserPlansModule } from './user-plans/user-plans.module.js';
import { RelaysModule } from './relays/relays.module.js';
import { DomainsModule } from './domains/domains.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { LogExpiryModule } from './log-expiry/log-expiry.module.js';
import { AgentsModule } from './agents/agents.module.js';
import { SmtpAccountsModule } from './smtp-accounts/smtp-accounts.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { QueueModule } from './queue/queue.module.js';
import { RelayDeliveryModule } from './relay-delivery/relay-delivery.module.js';
import { SimulatorModule } from './simulator/simulator.module.js';
import { PlatformSenderModule } from './platform-sender/platform-sender.module.js';
import { SubmissionModule } from './submission/submission.module.js';
import { ContentScanModule } from './content-scan/content-scan.module.js';
import { SuppressionsModule } from './suppressions/suppressions.module.js';
import { AgentGatewayModule } from './agent-gateway/agent-gateway.module.js';
import { AccountModule } from './account/account.module.js';
import { ApiKeysModule } from './api-keys/api-keys.module.js';
import { CustomerAccessModule } from './customer-access/customer-access.module.js';
import { CustomerSessionsModule } from './customer-sessions/customer-sessions.module.js';
import { MessageLogModule } from './message-log/message-log.module.js';
import { SignupModule } from './signup/signup.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';
import { InboundMailModule } from './inbound-mail/inbound-mail.module.js';
import { UnsubscribeModule } from './unsubscribe/unsubscribe.module.js';
import { LoggingModule } from './logging/logging.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { METRICS_PATH } from './metrics/metrics.controller.js';
import { JobLeadershipModule } from './job-leadership/job-leadership.module.js';
import { RateLimitsModule } from './rate-limits/rate-limits.module.js';
import { UserDeletionModule } from './user-deletion/user-deletion.module.js';
import { SetupChecklistModule } from './setup-checklist/setup-checklist.module.js';
import { LocalDeliveryModule } from './local-delivery/local-delivery.module.js';
import { ReputationModule } from './reputation/reputation.module.js';
import { ProductionAccessModule } from './production-access/production-access.module.js';
import { TrafficShapingModule } from './traffic-shaping/traffic-shaping.module.js';

export interface AppModuleOptions {
  config: AppConfig;
  secrets: RuntimeSecrets;
  databaseUri: string;
  /** Where logs go instead of standard output (tests read them). */
  logDestination?: DestinationStream;
  /** Told of every command sent to the database (the tests' index audit records their shapes). */
  onDatabaseCommand?: (event: mongo.CommandStartedEvent) => void;
}

@Global()
@Module({})
export class AppModule {
  static forRoot({ config, secrets, databaseUri, logDestination, onDatabaseCommand }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MongooseModule.forRoot(databaseUri, databaseOptions(config, onDatabaseCommand)),
        DatabaseIndexesModule,
        LoggingModule.forRoot(config, logDestination),
        MetricsModule,
        JobLeadershipModule,
        RateLimitsModule,
        CommonModule,
        RequestPipelineModule,
        HealthModule,
        UsersModule,
        PlansModule,
        UserPlansModule,
        RelaysModule,
        DomainsModule,
        AuthModule,
        SettingsModule,
        LogExpiryModule,
        BackupsModule,
        AgentsModule,
        SmtpAccountsModule,
        ReportsModule,
        SuppressionsModule,
        QueueModule,
        SubmissionModule,
        ContentScanModule,
        RelayDeliveryModule,
        SimulatorModule,
        PlatformSenderModule,
        AgentGatewayModule,
        CustomerSessionsModule,
        CustomerAccessModule,
        SignupModule,
        ApiKeysModule,
        MessageLogModule,
        AccountModule,
        WebhooksModule,
        InboundMailModule,
        UnsubscribeModule,
        UserDeletionModule,
        SetupChecklistModule,
        LocalDeliveryModule,
        ReputationModule,
        ProductionAccessModule,
        TrafficShapingModule,
        ...consoleServing(config),
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: RUNTIME_SECRETS, useValue: secrets },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useValue: createValidationPipe() },
      ],
      exports: [APP_CONFIG, RUNTIME_SECRETS],
    };
  }

}

/**
 * Mongoose's connection options. monitorCommands: every command's duration goes to the metrics
 * (DatabaseCommandMetrics); a benchmark may ask for the counts per command in a file, and the
 * tests' index audit for every command's shape.
 *
 * maxPoolSize stays well below the embedded database's 100 SQLite connections: FerretDB 1.24
 * holds one for reading an update's match while it waits for another to write it, so 100
 * updates at once could each hold one and wait for ever. Timeouts: a command that waits too long
 * for a connection, or for the database's answer, fails with an error its caller logs (and
 * answers with a 4xx, or retries) instead of waiting for ever.
 */
function databaseOptions(config: AppConfig, onDatabaseCommand: AppModuleOptions['onDatabaseCommand']): MongooseModuleOptions {
  const file = config.databaseCommandCountsFile;
  const timeoutMs = config.databaseTimeoutSeconds * 1000;
  return {
    monitorCommands: true,
    // Which indexes a collection gets depends on the server: DatabaseIndexes builds them.
    autoIndex: false,
    maxPoolSize: config.databaseMaxPoolSize,
    waitQueueTimeoutMS: timeoutMs,
    socketTimeoutMS: timeoutMs,
    ...(file && {
      connectionFactory: (connection: Connection) => {
        countDatabaseCommands(connection, file);
        return connection;
      },
    }),
    ...(onDatabaseCommand && {
      onConnectionCreate: (connection: Connection) => connection.getClient().on('commandStarted', onDatabaseCommand),
    }),
  };
}

/** In production the API serves the built console too, so one port serves everything. */
function consoleServing(config: AppConfig): DynamicModule[] {
  if (config.nodeEnv !== 'production') return [];
  if (!existsSync(config.webDistDir)) {
    throw new Error(`The built console was not found in ${config.webDistDir}: build apps/web or set WEB_DIST_DIR`);
  }
  return [ServeStaticModule.forRoot({ rootPath: config.webDistDir, exclude: ['/api/{*path}', '/t/{*path}', `${UNSUBSCRIBE_PATH}/{*path}`, `/${METRICS_PATH}`] })];
}
