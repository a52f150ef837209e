import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SetupChecklistResponse } from '@platform/contracts';
import { SetupChecklistService } from './setup-checklist.service.js';

@ApiTags('setup checklist')
@Controller('admin/setup-checklist')
export class SetupChecklistController {
  constructor(private readonly checklist: SetupChecklistService) {}

  /** What this installation still needs before its mail reaches inboxes; results may be SETUP_CHECKLIST_CACHE_SECONDS old. */
  @Get()
  get(): Promise<SetupChecklistResponse> {
    return this.checklist.get();
  }
}
