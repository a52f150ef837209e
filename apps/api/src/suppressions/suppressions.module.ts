import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CustomerAccessModule } from '../customer-access/customer-access.module.js';
import { UserRecord, UserSchema } from '../users/user.schema.js';
import { BounceRepeatRecord, BounceRepeatSchema } from './bounce-repeat.schema.js';
import { BounceSuppressions } from './bounce-suppressions.service.js';
import { SuppressionRecord, SuppressionSchema } from './suppression.schema.js';
import { SuppressionReview } from './suppression-review.service.js';
import { SuppressionLiftRecord, SuppressionLiftSchema } from './suppression-lift.schema.js';
import { CustomerSuppressionsController } from './customer-suppressions.controller.js';
import { SuppressionsController } from './suppressions.controller.js';
import { CustomerSuppressionsService } from './customer-suppressions.service.js';
import { SuppressionsService } from './suppressions.service.js';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: SuppressionRecord.name, schema: SuppressionSchema },
      { name: UserRecord.name, schema: UserSchema },
      { name: BounceRepeatRecord.name, schema: BounceRepeatSchema },
      { name: SuppressionLiftRecord.name, schema: SuppressionLiftSchema },
    ]),
    CustomerAccessModule,
  ],
  controllers: [SuppressionsController, CustomerSuppressionsController],
  providers: [SuppressionsService, CustomerSuppressionsService, BounceSuppressions, SuppressionReview],
  exports: [SuppressionsService, BounceSuppressions],
})
export class SuppressionsModule {}
