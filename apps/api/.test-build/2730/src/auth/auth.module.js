var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG } from '../config/app-config.token.js';
import { MailModule } from '../mail/mail.module.js';
import { RequestRateLimits } from '../rate-limits/request-rate-limits.js';
import { CustomerSessionsModule } from '../customer-sessions/customer-sessions.module.js';
import { SignupModule } from '../signup/signup.module.js';
import { SignInThrottleModule } from '../sign-in-throttle/sign-in-throttle.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminAccessController } from './admin-access.controller.js';
import { AdminSessionRecord, AdminSessionSchema } from './admin-session.schema.js';
import { AdminSessionsService } from './admin-sessions.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { authThrottlerOptions } from './auth-throttling.js';
import { MasterAdminTokenRecord, MasterAdminTokenSchema } from './master-admin-token.schema.js';
import { MasterAdminTokenService } from './master-admin-token.service.js';
import { PasswordResetTokenRecord, PasswordResetTokenSchema } from './password-reset-token.schema.js';
import { PasswordResetService } from './password-reset.service.js';
/** Signup, login, password reset, and the admin sessions and master token the admin-token middleware accepts. */
let AuthModule = class AuthModule {
};
AuthModule = __decorate([
    Module({
        imports: [
            UsersModule,
            MailModule,
            CustomerSessionsModule,
            SignupModule,
            SignInThrottleModule,
            MongooseModule.forFeature([
                { name: AdminSessionRecord.name, schema: AdminSessionSchema },
                { name: MasterAdminTokenRecord.name, schema: MasterAdminTokenSchema },
                { name: PasswordResetTokenRecord.name, schema: PasswordResetTokenSchema },
            ]),
            ThrottlerModule.forRootAsync({
                inject: [APP_CONFIG, RequestRateLimits],
                useFactory: (config, storage) => authThrottlerOptions(config, storage),
            }),
        ],
        controllers: [AuthController, AdminAccessController],
        providers: [AuthService, PasswordResetService, AdminSessionsService, MasterAdminTokenService],
        exports: [AdminSessionsService, MasterAdminTokenService, PasswordResetService],
    })
], AuthModule);
export { AuthModule };
//# sourceMappingURL=auth.module.js.map