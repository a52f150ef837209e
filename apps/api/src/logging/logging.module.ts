import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { pinoHttpOptions, logDestination } from './pino-options.js';

/**
 * Structured logs through pino (nestjs-pino): Nest's Logger writes through it, every HTTP
 * request is logged once with its request id, and every log line written while a request is
 * handled carries that id (request_id).
 */
@Module({})
export class LoggingModule {
  /** `destination` replaces standard output (the tests read the lines written). */
  static forRoot(config: AppConfig, destination?: DestinationStream): DynamicModule {
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot({ pinoHttp: [pinoHttpOptions(config), destination ?? logDestination(config)] })],
    };
  }
}
