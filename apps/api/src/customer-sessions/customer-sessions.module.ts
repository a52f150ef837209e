import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { UsersModule } from '../users/users.module.js';
import { CustomerSessionRecord, CustomerSessionSchema } from './customer-session.schema.js';
import { CustomerSessionsService } from './customer-sessions.service.js';
import { SessionCookie } from './session-cookie.js';

/** Customer sessions; they end through the users module's seam (UserSessionsService), which they join at start. */
@Module({
  imports: [MongooseModule.forFeature([{ name: CustomerSessionRecord.name, schema: CustomerSessionSchema }]), UsersModule],
  providers: [CustomerSessionsService, SessionCookie],
  exports: [CustomerSessionsService, SessionCookie],
})
export class CustomerSessionsModule {}
