import 'reflect-metadata';
import type { INestApplication, LoggerService, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule, type AppModuleOptions } from './app.module.js';

/** Builds the Nest application the same way for the server and for the e2e tests. */
export async function createApp(
  options: AppModuleOptions,
  logger?: LoggerService | LogLevel[] | false,
): Promise<INestApplication> {
  const app = await NestFactory.create(AppModule.forRoot(options), { logger });
  app.setGlobalPrefix('api');
  return app;
}
