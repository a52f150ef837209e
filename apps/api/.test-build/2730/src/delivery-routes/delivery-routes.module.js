var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AgentsModule } from '../agents/agents.module.js';
import { DeliveryRecord, DeliverySchema } from '../queue/delivery.schema.js';
import { RelaysModule } from '../relays/relays.module.js';
import { RouteAvailability } from './route-availability.service.js';
/** Whether waiting mail has a way out (agents, IPs, relays), apart from the queue so that the message log can ask too. */
let DeliveryRoutesModule = class DeliveryRoutesModule {
};
DeliveryRoutesModule = __decorate([
    Module({
        imports: [MongooseModule.forFeature([{ name: DeliveryRecord.name, schema: DeliverySchema }]), AgentsModule, RelaysModule],
        providers: [RouteAvailability],
        exports: [RouteAvailability],
    })
], DeliveryRoutesModule);
export { DeliveryRoutesModule };
//# sourceMappingURL=delivery-routes.module.js.map