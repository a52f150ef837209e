import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ListResponse, Suppression } from '@platform/contracts';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { SuppressionListQueryDto } from './dto/suppression-list-query.dto.js';
import { SuppressionsService } from './suppressions.service.js';

@ApiTags('suppressions')
@Controller('admin/suppressions')
export class SuppressionsController {
  constructor(private readonly suppressionsService: SuppressionsService) {}

  @Get()
  @ApiOperation({ summary: 'List suppressions', description: 'Every account\'s suppressed addresses, paged, filtered by owner and cause and searched.' })
  @ApiOkResponse({ description: 'A page of suppressions' })
  list(@Query() query: SuppressionListQueryDto): Promise<ListResponse<Suppression>> {
    return this.suppressionsService.list(query);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove a suppression', description: 'Lets mail to the address through again, e.g. after the recipient fixed their mailbox.' })
  @ApiNoContentResponse({ description: 'Removed' })
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', ParseObjectIdPipe) id: string): Promise<void> {
    return this.suppressionsService.remove(id);
  }
}
