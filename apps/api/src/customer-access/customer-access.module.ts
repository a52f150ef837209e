import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ApiKeyRecord, ApiKeySchema } from '../api-keys/api-key.schema.js';
import { ApiKeysService } from '../api-keys/api-keys.service.js';
import { CustomerSessionsModule } from '../customer-sessions/customer-sessions.module.js';
import { UsersModule } from '../users/users.module.js';
import { CustomerAuthGuard } from './customer-auth.guard.js';
import { CustomerAuthenticator } from './customer-authenticator.service.js';
import { LogoutController } from './logout.controller.js';

/**
 * How customers prove who they are: API keys (primary and named) and sessions. Modules with
 * customer routes import it for CustomerAuthGuard; the API keys' own routes live in ApiKeysModule.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: ApiKeyRecord.name, schema: ApiKeySchema }]), UsersModule, CustomerSessionsModule],
  controllers: [LogoutController],
  providers: [ApiKeysService, CustomerAuthenticator, CustomerAuthGuard],
  exports: [ApiKeysService, CustomerAuthenticator, CustomerAuthGuard, CustomerSessionsModule, UsersModule],
})
export class CustomerAccessModule {}
