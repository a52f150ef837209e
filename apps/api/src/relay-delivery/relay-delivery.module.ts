import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { QueueModule } from '../queue/queue.module.js';
import { RelaysModule } from '../relays/relays.module.js';
import { RelayConnectionPool } from './relay-connection-pool.js';
import { RelayDeliveryWorker } from './relay-delivery.worker.js';
import { RelayOutcomeJournal } from './relay-outcome-journal.service.js';
import { RelayOutcomeRecord, RelayOutcomeSchema } from './relay-outcome.schema.js';

@Module({
  imports: [QueueModule, RelaysModule, MongooseModule.forFeature([{ name: RelayOutcomeRecord.name, schema: RelayOutcomeSchema }])],
  providers: [RelayDeliveryWorker, RelayConnectionPool, RelayOutcomeJournal],
})
export class RelayDeliveryModule {}
