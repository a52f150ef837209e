import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DeferralCountRecord, DeferralCountSchema } from './deferral-count.schema.js';
import { DeferralCountsService } from './deferral-counts.service.js';
import { DestinationSuspensionRecord, DestinationSuspensionSchema } from './destination-suspension.schema.js';
import { DestinationSuspensionsService } from './destination-suspensions.service.js';
import { TrafficShapingController } from './traffic-shaping.controller.js';
import { TrafficShapingRulesRecord, TrafficShapingRulesSchema } from './traffic-shaping-rules.schema.js';
import { TrafficShapingRulesService } from './traffic-shaping-rules.service.js';

/** Traffic shaping per destination and sending IP: the rules agents apply, and suspensions after throttling replies. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: TrafficShapingRulesRecord.name, schema: TrafficShapingRulesSchema },
      { name: DestinationSuspensionRecord.name, schema: DestinationSuspensionSchema },
      { name: DeferralCountRecord.name, schema: DeferralCountSchema },
    ]),
  ],
  controllers: [TrafficShapingController],
  providers: [TrafficShapingRulesService, DestinationSuspensionsService, DeferralCountsService],
  exports: [TrafficShapingRulesService, DestinationSuspensionsService, DeferralCountsService],
})
export class TrafficShapingModule {}
