import { Module } from '@nestjs/common';
import { DeliveryRoutesModule } from '../delivery-routes/delivery-routes.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { HealthController } from './health.controller.js';

@Module({ imports: [QueueModule, DeliveryRoutesModule], controllers: [HealthController] })
export class HealthModule {}
