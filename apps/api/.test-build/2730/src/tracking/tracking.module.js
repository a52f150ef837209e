var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { MessageLogModule } from '../message-log/message-log.module.js';
import { MessageTracking } from './message-tracking.service.js';
import { TrackingController } from './tracking.controller.js';
import { TrackingService } from './tracking.service.js';
/** Open and click tracking: rewriting outgoing HTML (MessageTracking, used by acceptance) and the /t/* routes that record what readers do. */
let TrackingModule = class TrackingModule {
};
TrackingModule = __decorate([
    Module({
        imports: [MessageLogModule],
        controllers: [TrackingController],
        providers: [MessageTracking, TrackingService],
        exports: [MessageTracking],
    })
], TrackingModule);
export { TrackingModule };
//# sourceMappingURL=tracking.module.js.map