import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MailModule } from '../mail/mail.module.js';
import { UsersModule } from '../users/users.module.js';
import { FailureCounters } from './failure-counters.js';
import { SignInFailureRecord, SignInFailureSchema } from './sign-in-failure.schema.js';
import { SignInThrottleService } from './sign-in-throttle.service.js';
import { UserLockoutsController } from './user-lockouts.controller.js';

/** Delays and locks after failed sign-ins (login and SMTP AUTH), and the admin call that lifts them. */
@Module({
  imports: [MongooseModule.forFeature([{ name: SignInFailureRecord.name, schema: SignInFailureSchema }]), MailModule, UsersModule],
  controllers: [UserLockoutsController],
  providers: [FailureCounters, SignInThrottleService],
  exports: [SignInThrottleService],
})
export class SignInThrottleModule {}
