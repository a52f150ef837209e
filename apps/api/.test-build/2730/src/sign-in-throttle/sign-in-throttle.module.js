var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MailModule } from '../mail/mail.module.js';
import { UsersModule } from '../users/users.module.js';
import { FailureCounters } from './failure-counters.js';
import { SignInFailureRecord, SignInFailureSchema } from './sign-in-failure.schema.js';
import { SignInThrottleService } from './sign-in-throttle.service.js';
import { UserLockoutsController } from './user-lockouts.controller.js';
/** Delays and locks after failed sign-ins (login and SMTP AUTH), and the admin call that lifts them. */
let SignInThrottleModule = class SignInThrottleModule {
};
SignInThrottleModule = __decorate([
    Module({
        imports: [MongooseModule.forFeature([{ name: SignInFailureRecord.name, schema: SignInFailureSchema }]), MailModule, UsersModule],
        controllers: [UserLockoutsController],
        providers: [FailureCounters, SignInThrottleService],
        exports: [SignInThrottleService],
    })
], SignInThrottleModule);
export { SignInThrottleModule };
//# sourceMappingURL=sign-in-throttle.module.js.map