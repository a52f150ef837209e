import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SetupChecklistResponse } from '@platform/contracts';
import { SetupChecklistService } from './setup-checklist.service.js';

@ApiTags('setup checklist')
@Controller('admin/setup-checklist')
export class SetupChecklistController {
  constructor(private readonly checklist: SetupChecklistService) {}

  /** What this installation still needs before its mail reaches inboxes; results may be SETUP_CHECKLIST_CACHE_SECONDS old. */
  @Get()
  @ApiOperation({ summary: 'The set-up checklist', description: 'What this installation still needs before its mail reaches inboxes (host names, certificates, DNS, port 25), each item pass, warning, fail or unknown with how to fix it; results may be SETUP_CHECKLIST_CACHE_SECONDS old.' })
  @ApiOkResponse({ description: 'The checklist\'s items' })
  get(): Promise<SetupChecklistResponse> {
    return this.checklist.get();
  }
}
