import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { SmtpAccountRecord, SmtpAccountSchema } from './smtp-account.schema.js';
import { SmtpAccountsController } from './smtp-accounts.controller.js';
import { SmtpAccountsService } from './smtp-accounts.service.js';

@Module({
  imports: [MongooseModule.forFeature([{ name: SmtpAccountRecord.name, schema: SmtpAccountSchema }])],
  controllers: [SmtpAccountsController],
  providers: [SmtpAccountsService],
  exports: [SmtpAccountsService],
})
export class SmtpAccountsModule {}
