import { Module } from '@nestjs/common';
import { CustomerAccessModule } from '../customer-access/customer-access.module.js';
import { CustomerApiKeysController } from './customer-api-keys.controller.js';

/** The account's own routes for its named keys; the keys' service lives with authentication (CustomerAccessModule). */
@Module({
  imports: [CustomerAccessModule],
  controllers: [CustomerApiKeysController],
})
export class ApiKeysModule {}
