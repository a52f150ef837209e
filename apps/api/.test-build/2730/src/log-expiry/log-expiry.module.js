var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module.js';
import { LogExpiryService } from './log-expiry.service.js';
/** Removes logs, events, left-behind message bodies and rollup rows older than the log retention. */
let LogExpiryModule = class LogExpiryModule {
};
LogExpiryModule = __decorate([
    Module({
        imports: [SettingsModule],
        providers: [LogExpiryService],
        exports: [LogExpiryService],
    })
], LogExpiryModule);
export { LogExpiryModule };
//# sourceMappingURL=log-expiry.module.js.map