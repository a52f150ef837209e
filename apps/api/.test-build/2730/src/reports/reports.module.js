var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DeliveryLogRecipientBackfill } from './delivery-log-recipient.backfill.js';
import { DeliveryLogRecord, DeliveryLogSchema } from './delivery-log.schema.js';
import { RollupsModule } from '../rollups/rollups.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { ReportsController } from './reports.controller.js';
import { ReportsService } from './reports.service.js';
/** Delivery logs and the figures of the rollups; the sending pipeline writes through this schema. */
let ReportsModule = class ReportsModule {
};
ReportsModule = __decorate([
    Module({
        imports: [MongooseModule.forFeature([{ name: DeliveryLogRecord.name, schema: DeliveryLogSchema }]), RollupsModule, SettingsModule],
        controllers: [ReportsController],
        providers: [ReportsService, DeliveryLogRecipientBackfill],
        exports: [MongooseModule, ReportsService],
    })
], ReportsModule);
export { ReportsModule };
//# sourceMappingURL=reports.module.js.map