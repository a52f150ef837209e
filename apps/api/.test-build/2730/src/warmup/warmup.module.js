var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
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
let WarmupModule = class WarmupModule {
};
WarmupModule = __decorate([
    Module({
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
], WarmupModule);
export { WarmupModule };
//# sourceMappingURL=warmup.module.js.map