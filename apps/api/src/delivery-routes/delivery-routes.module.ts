import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AgentsModule } from '../agents/agents.module.js';
import { DeliveryRecord, DeliverySchema } from '../queue/delivery.schema.js';
import { RelaysModule } from '../relays/relays.module.js';
import { RouteAvailability } from './route-availability.service.js';

/** Whether waiting mail has a way out (agents, IPs, relays), apart from the queue so that the message log can ask too. */
@Module({
  imports: [MongooseModule.forFeature([{ name: DeliveryRecord.name, schema: DeliverySchema }]), AgentsModule, RelaysModule],
  providers: [RouteAvailability],
  exports: [RouteAvailability],
})
export class DeliveryRoutesModule {}
