var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Global, Module } from '@nestjs/common';
import { DatabaseCommandMetrics } from './database-command-metrics.js';
import { MetricsController } from './metrics.controller.js';
import { PlatformMetrics } from './platform-metrics.js';
/** The metrics every module records into, and the /metrics endpoint that serves them. */
let MetricsModule = class MetricsModule {
};
MetricsModule = __decorate([
    Global(),
    Module({
        controllers: [MetricsController],
        providers: [PlatformMetrics, DatabaseCommandMetrics],
        exports: [PlatformMetrics],
    })
], MetricsModule);
export { MetricsModule };
//# sourceMappingURL=metrics.module.js.map