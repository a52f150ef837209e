import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';
import { MailModule } from '../mail/mail.module.js';
import { CustomerSessionsModule } from '../customer-sessions/customer-sessions.module.js';
import { SignupModule } from '../signup/signup.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminSessionRecord, AdminSessionSchema } from './admin-session.schema.js';
import { AdminSessionsService } from './admin-sessions.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { authThrottlerOptions } from './auth-throttling.js';
import { PasswordResetTokenRecord, PasswordResetTokenSchema } from './password-reset-token.schema.js';
import { PasswordResetService } from './password-reset.service.js';

/** Signup, login, password reset, and the admin sessions the admin-token middleware accepts. */
@Module({
  imports: [
    UsersModule,
    MailModule,
    CustomerSessionsModule,
    SignupModule,
    MongooseModule.forFeature([
      { name: AdminSessionRecord.name, schema: AdminSessionSchema },
      { name: PasswordResetTokenRecord.name, schema: PasswordResetTokenSchema },
    ]),
    ThrottlerModule.forRootAsync({ inject: [APP_CONFIG], useFactory: (config: AppConfig) => authThrottlerOptions(config) }),
  ],
  controllers: [AuthController],
  providers: [AuthService, PasswordResetService, AdminSessionsService],
  exports: [AdminSessionsService],
})
export class AuthModule {}
