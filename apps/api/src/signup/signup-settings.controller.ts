import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SignupSettings } from '@platform/contracts';
import { SignupSettingsDto } from './dto/signup.dtos.js';
import { SignupSettingsService } from './signup-settings.service.js';

@ApiTags('settings')
@Controller('admin/settings/signup')
export class SignupSettingsController {
  constructor(private readonly settings: SignupSettingsService) {}

  @Get()
  @ApiOperation({ summary: 'Sign-up settings', description: 'Whether self-signed-up accounts wait for an admin\'s approval.' })
  @ApiOkResponse({ description: 'The settings', schema: { example: { require_approval: false } } })
  get(): Promise<SignupSettings> {
    return this.settings.get();
  }

  @Put()
  @ApiOperation({ summary: 'Change the sign-up settings', description: 'Applies to accounts that sign up from now on; accounts already waiting stay pending until approved.' })
  @ApiOkResponse({ description: 'The settings as saved', schema: { example: { require_approval: true } } })
  update(@Body() body: SignupSettingsDto): Promise<SignupSettings> {
    return this.settings.update(body);
  }
}
