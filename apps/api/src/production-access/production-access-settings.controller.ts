import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PRODUCTION_ACCESS_DEFAULTS, type ProductionAccessSettings } from '@platform/contracts';
import { ProductionAccessSettingsDto } from './dto/production-access.dtos.js';
import { ProductionAccessSettingsService } from './production-access-settings.service.js';

@ApiTags('settings')
@Controller('admin/settings/production-access')
export class ProductionAccessSettingsController {
  constructor(private readonly settings: ProductionAccessSettingsService) {}

  @Get()
  @ApiOkResponse({ schema: { example: PRODUCTION_ACCESS_DEFAULTS } })
  get(): Promise<ProductionAccessSettings> {
    return this.settings.get();
  }

  /** Applies to the next submission; the automatic grant's rule to the next evaluation. */
  @Put()
  @ApiOkResponse({ schema: { example: PRODUCTION_ACCESS_DEFAULTS } })
  update(@Body() body: ProductionAccessSettingsDto): Promise<ProductionAccessSettings> {
    return this.settings.update(body);
  }
}
