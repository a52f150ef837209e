import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PRODUCTION_ACCESS_DEFAULTS, type ProductionAccessSettings } from '@platform/contracts';
import { ProductionAccessSettingsDto } from './dto/production-access.dtos.js';
import { ProductionAccessSettingsService } from './production-access-settings.service.js';

@ApiTags('settings')
@Controller('admin/settings/production-access')
export class ProductionAccessSettingsController {
  constructor(private readonly settings: ProductionAccessSettingsService) {}

  @Get()
  @ApiOperation({ summary: 'Production access settings', description: "The sandbox's limits, whether admin-created accounts start in it, and the automatic grant's rule." })
  @ApiOkResponse({ description: 'The settings', schema: { example: PRODUCTION_ACCESS_DEFAULTS } })
  get(): Promise<ProductionAccessSettings> {
    return this.settings.get();
  }

  /** Applies to the next submission; the automatic grant's rule to the next evaluation. */
  @Put()
  @ApiOperation({ summary: 'Change the production access settings', description: 'Every field, as GET answers them; a bad value is refused naming the field.' })
  @ApiOkResponse({ description: 'The settings as saved', schema: { example: PRODUCTION_ACCESS_DEFAULTS } })
  update(@Body() body: ProductionAccessSettingsDto): Promise<ProductionAccessSettings> {
    return this.settings.update(body);
  }
}
