import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { SignupSettings } from '@platform/contracts';
import { SignupSettingsDto } from './dto/signup.dtos.js';
import { SignupSettingsService } from './signup-settings.service.js';

@ApiTags('settings')
@Controller('admin/settings/signup')
export class SignupSettingsController {
  constructor(private readonly settings: SignupSettingsService) {}

  @Get()
  @ApiOkResponse({ schema: { example: { require_approval: false } } })
  get(): Promise<SignupSettings> {
    return this.settings.get();
  }

  /** Applies to accounts that sign up from now on; accounts already waiting stay pending until approved. */
  @Put()
  @ApiOkResponse({ schema: { example: { require_approval: true } } })
  update(@Body() body: SignupSettingsDto): Promise<SignupSettings> {
    return this.settings.update(body);
  }
}
