var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PlansModule } from '../plans/plans.module.js';
import { UserRecord, UserSchema } from '../users/user.schema.js';
import { AccountPlanService } from './account-plan.service.js';
import { UserDirectory } from './user-directory.service.js';
import { UserPlanRecord, UserPlanSchema } from './user-plan.schema.js';
import { UserPlansController } from './user-plans.controller.js';
import { UserPlansService } from './user-plans.service.js';
let UserPlansModule = class UserPlansModule {
};
UserPlansModule = __decorate([
    Module({
        imports: [
            PlansModule,
            MongooseModule.forFeature([
                { name: UserPlanRecord.name, schema: UserPlanSchema },
                { name: UserRecord.name, schema: UserSchema },
            ]),
        ],
        controllers: [UserPlansController],
        providers: [UserPlansService, UserDirectory, AccountPlanService],
        exports: [UserPlansService, UserDirectory, AccountPlanService],
    })
], UserPlansModule);
export { UserPlansModule };
//# sourceMappingURL=user-plans.module.js.map