import { Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module.js';
import { RelaysModule } from '../relays/relays.module.js';
import { RelayConnectionPool } from './relay-connection-pool.js';
import { RelayDeliveryWorker } from './relay-delivery.worker.js';

@Module({
  imports: [QueueModule, RelaysModule],
  providers: [RelayDeliveryWorker, RelayConnectionPool],
})
export class RelayDeliveryModule {}
