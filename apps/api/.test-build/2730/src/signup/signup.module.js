var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
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
let SignupModule = class SignupModule {
};
SignupModule = __decorate([
    Module({
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
], SignupModule);
export { SignupModule };
//# sourceMappingURL=signup.module.js.map