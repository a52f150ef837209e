import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ListResponse, Suppression } from '@platform/contracts';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { SuppressionListQueryDto } from './dto/suppression-list-query.dto.js';
import { SuppressionsService } from './suppressions.service.js';

@ApiTags('suppressions')
@Controller('admin/suppressions')
export class SuppressionsController {
  constructor(private readonly suppressionsService: SuppressionsService) {}

  @Get()
  list(@Query() query: SuppressionListQueryDto): Promise<ListResponse<Suppression>> {
    return this.suppressionsService.list(query);
  }

  /** Lets mail to the address through again, e.g. after the recipient fixed their mailbox. */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', ParseObjectIdPipe) id: string): Promise<void> {
    return this.suppressionsService.remove(id);
  }
}
