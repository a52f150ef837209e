import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CustomerAccessModule } from '../customer-access/customer-access.module.js';
import { MailModule } from '../mail/mail.module.js';
import { UserPlansModule } from '../user-plans/user-plans.module.js';
import { EmailConfirmationTokenRecord, EmailConfirmationTokenSchema } from './email-confirmation-token.schema.js';
import { EmailConfirmationController } from './email-confirmation.controller.js';
import { EmailConfirmationService } from './email-confirmation.service.js';
import { SignupSettingsController } from './signup-settings.controller.js';
import { SignupSettingsRecord, SignupSettingsSchema } from './signup-settings.schema.js';
import { SignupSettingsService } from './signup-settings.service.js';
import { AdminSignupController } from './admin-signup.controller.js';

/** What stands between a sign-up and its first message: e-mail confirmation, approval, the sign-up plan. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: EmailConfirmationTokenRecord.name, schema: EmailConfirmationTokenSchema },
      { name: SignupSettingsRecord.name, schema: SignupSettingsSchema },
    ]),
    CustomerAccessModule,
    MailModule,
    UserPlansModule,
  ],
  controllers: [EmailConfirmationController, SignupSettingsController, AdminSignupController],
  providers: [EmailConfirmationService, SignupSettingsService],
  exports: [EmailConfirmationService],
})
export class SignupModule {}
