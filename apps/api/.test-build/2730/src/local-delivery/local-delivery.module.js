var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { AgentsModule } from '../agents/agents.module.js';
import { LocalDeliveryRoute } from './local-delivery-route.js';
/** The sending agent the API runs for this host (see LocalDeliveryRoute); main.ts starts it once the API listens. */
let LocalDeliveryModule = class LocalDeliveryModule {
};
LocalDeliveryModule = __decorate([
    Module({
        imports: [AgentsModule],
        providers: [LocalDeliveryRoute],
        exports: [LocalDeliveryRoute],
    })
], LocalDeliveryModule);
export { LocalDeliveryModule };
//# sourceMappingURL=local-delivery.module.js.map