var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { AgentsModule } from '../agents/agents.module.js';
import { DomainsModule } from '../domains/domains.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { Port25Probe } from './port25-probe.js';
import { SetupChecklistController } from './setup-checklist.controller.js';
import { SetupChecklistService } from './setup-checklist.service.js';
/** The operator's set-up checklist in the console (GET /api/admin/setup-checklist). */
let SetupChecklistModule = class SetupChecklistModule {
};
SetupChecklistModule = __decorate([
    Module({
        imports: [AgentsModule, DomainsModule, SettingsModule],
        controllers: [SetupChecklistController],
        providers: [SetupChecklistService, Port25Probe],
    })
], SetupChecklistModule);
export { SetupChecklistModule };
//# sourceMappingURL=setup-checklist.module.js.map