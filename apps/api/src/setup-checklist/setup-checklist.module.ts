import { Module } from '@nestjs/common';
import { AgentsModule } from '../agents/agents.module.js';
import { DomainsModule } from '../domains/domains.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { Port25Probe } from './port25-probe.js';
import { SetupChecklistController } from './setup-checklist.controller.js';
import { SetupChecklistService } from './setup-checklist.service.js';

/** The operator's set-up checklist in the console (GET /api/admin/setup-checklist). */
@Module({
  imports: [AgentsModule, DomainsModule, SettingsModule],
  controllers: [SetupChecklistController],
  providers: [SetupChecklistService, Port25Probe],
})
export class SetupChecklistModule {}
