import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DeliveryLogRecipientBackfill } from './delivery-log-recipient.backfill.js';
import { DeliveryLogRecord, DeliveryLogSchema } from './delivery-log.schema.js';
import { RollupsModule } from '../rollups/rollups.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { ReportsController } from './reports.controller.js';
import { ReportsService } from './reports.service.js';

/** Delivery logs and the figures of the rollups; the sending pipeline writes through this schema. */
@Module({
  imports: [MongooseModule.forFeature([{ name: DeliveryLogRecord.name, schema: DeliveryLogSchema }]), RollupsModule, SettingsModule],
  controllers: [ReportsController],
  providers: [ReportsService, DeliveryLogRecipientBackfill],
  exports: [MongooseModule, ReportsService],
})
export class ReportsModule {}
