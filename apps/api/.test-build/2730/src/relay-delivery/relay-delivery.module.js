var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { QueueModule } from '../queue/queue.module.js';
import { RelaysModule } from '../relays/relays.module.js';
import { RelayConnectionPool } from './relay-connection-pool.js';
import { RelayDeliveryWorker } from './relay-delivery.worker.js';
import { RelayOutcomeJournal } from './relay-outcome-journal.service.js';
import { RelayOutcomeRecord, RelayOutcomeSchema } from './relay-outcome.schema.js';
let RelayDeliveryModule = class RelayDeliveryModule {
};
RelayDeliveryModule = __decorate([
    Module({
        imports: [QueueModule, RelaysModule, MongooseModule.forFeature([{ name: RelayOutcomeRecord.name, schema: RelayOutcomeSchema }])],
        providers: [RelayDeliveryWorker, RelayConnectionPool, RelayOutcomeJournal],
    })
], RelayDeliveryModule);
export { RelayDeliveryModule };
//# sourceMappingURL=relay-delivery.module.js.map