import { Module } from '@nestjs/common';
import { MessageLogModule } from '../message-log/message-log.module.js';
import { MessageTracking } from './message-tracking.service.js';
import { TrackingController } from './tracking.controller.js';
import { TrackingService } from './tracking.service.js';

/** Open and click tracking: rewriting outgoing HTML (MessageTracking, used by acceptance) and the /t/* routes that record what readers do. */
@Module({
  imports: [MessageLogModule],
  controllers: [TrackingController],
  providers: [MessageTracking, TrackingService],
  exports: [MessageTracking],
})
export class TrackingModule {}
