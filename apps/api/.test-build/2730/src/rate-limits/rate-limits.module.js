var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RequestRateCounterRecord, RequestRateCounterSchema } from './request-rate-counter.schema.js';
import { RequestRateLimits } from './request-rate-limits.js';
/** Rate limits shared by every API process through the database; see RequestRateLimits. */
let RateLimitsModule = class RateLimitsModule {
};
RateLimitsModule = __decorate([
    Global(),
    Module({
        imports: [MongooseModule.forFeature([{ name: RequestRateCounterRecord.name, schema: RequestRateCounterSchema }])],
        providers: [RequestRateLimits],
        exports: [RequestRateLimits],
    })
], RateLimitsModule);
export { RateLimitsModule };
//# sourceMappingURL=rate-limits.module.js.map