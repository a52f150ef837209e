import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PlansModule } from '../plans/plans.module.js';
import { UserRecord, UserSchema } from '../users/user.schema.js';
import { AccountPlanService } from './account-plan.service.js';
import { UserDirectory } from './user-directory.service.js';
import { UserPlanRecord, UserPlanSchema } from './user-plan.schema.js';
import { UserPlansController } from './user-plans.controller.js';
import { UserPlansService } from './user-plans.service.js';

@Module({
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
export class UserPlansModule {}
