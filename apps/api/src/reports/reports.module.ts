import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DeliveryLogRecipientBackfill } from './delivery-log-recipient.backfill.js';
import { DeliveryLogRecord, DeliveryLogSchema } from './delivery-log.schema.js';
import { ReportsController } from './reports.controller.js';
import { ReportsService } from './reports.service.js';

/** Delivery logs and the figures computed from them; the sending pipeline writes through this schema. */
@Module({
  imports: [MongooseModule.forFeature([{ name: DeliveryLogRecord.name, schema: DeliveryLogSchema }])],
  controllers: [ReportsController],
  providers: [ReportsService, DeliveryLogRecipientBackfill],
  exports: [MongooseModule, ReportsService],
})
export class ReportsModule {}
