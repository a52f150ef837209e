import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CustomerAccessModule } from '../customer-access/customer-access.module.js';
import { OwnerRegistryModule } from '../owner-registry/owner-registry.module.js';
import { CustomerSmtpCredentialsController } from './customer-smtp-credentials.controller.js';
import { CustomerSmtpCredentialsService } from './customer-smtp-credentials.service.js';
import { SmtpAccountRecord, SmtpAccountSchema } from './smtp-account.schema.js';
import { SmtpAccountsController } from './smtp-accounts.controller.js';
import { SmtpAccountsService } from './smtp-accounts.service.js';

@Module({
  imports: [MongooseModule.forFeature([{ name: SmtpAccountRecord.name, schema: SmtpAccountSchema }]), CustomerAccessModule, OwnerRegistryModule],
  controllers: [SmtpAccountsController, CustomerSmtpCredentialsController],
  providers: [SmtpAccountsService, CustomerSmtpCredentialsService],
  exports: [SmtpAccountsService, CustomerSmtpCredentialsService],
})
export class SmtpAccountsModule {}
