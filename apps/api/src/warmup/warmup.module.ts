import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CustomerAccessModule } from '../customer-access/customer-access.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { ReputationModule } from '../reputation/reputation.module.js';
import { UserPlansModule } from '../user-plans/user-plans.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountWarmupRecord, AccountWarmupSchema } from './account-warmup.schema.js';
import { CustomerWarmupController } from './customer-warmup.controller.js';
import { WarmupClock } from './warmup-clock.js';
import { WarmupQuotasService } from './warmup-quotas.service.js';
import { WarmupSettingsController } from './warmup-settings.controller.js';
import { WarmupSettingsRecord, WarmupSettingsSchema } from './warmup-settings.schema.js';
import { WarmupSettingsService } from './warmup-settings.service.js';
import { WarmupController } from './warmup.controller.js';

/** Warm-up quotas: an account's hourly and daily limits, low at first, grown on clean days (see WarmupQuotasService). */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: WarmupSettingsRecord.name, schema: WarmupSettingsSchema },
      { name: AccountWarmupRecord.name, schema: AccountWarmupSchema },
    ]),
    CustomerAccessModule,
    QueueModule,
    ReputationModule,
    UserPlansModule,
    UsersModule,
  ],
  controllers: [WarmupSettingsController, WarmupController, CustomerWarmupController],
  providers: [WarmupQuotasService, WarmupSettingsService, WarmupClock],
  exports: [WarmupQuotasService],
})
export class WarmupModule {}
