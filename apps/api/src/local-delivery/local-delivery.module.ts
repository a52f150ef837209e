import { Module } from '@nestjs/common';
import { AgentsModule } from '../agents/agents.module.js';
import { LocalDeliveryRoute } from './local-delivery-route.js';

/** The sending agent the API runs for this host (see LocalDeliveryRoute); main.ts starts it once the API listens. */
@Module({
  imports: [AgentsModule],
  providers: [LocalDeliveryRoute],
  exports: [LocalDeliveryRoute],
})
export class LocalDeliveryModule {}
