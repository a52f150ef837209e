import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CustomerSessionRecord, CustomerSessionSchema } from './customer-session.schema.js';
import { CustomerSessionsService } from './customer-sessions.service.js';
import { SessionCookie } from './session-cookie.js';

/** Customer sessions: depends on nothing but its collection, so users and auth can both end sessions. */
@Module({
  imports: [MongooseModule.forFeature([{ name: CustomerSessionRecord.name, schema: CustomerSessionSchema }])],
  providers: [CustomerSessionsService, SessionCookie],
  exports: [CustomerSessionsService, SessionCookie],
})
export class CustomerSessionsModule {}
