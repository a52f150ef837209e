import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Types } from 'mongoose';
import type { ListResponse, ProductionAccess, ProductionAccessQueueItem } from '@platform/contracts';
import { consoleActorOf } from '../common/admin-token.middleware.js';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { ProductionAccessDecisionDto, ProductionAccessQueueQueryDto } from './dto/production-access.dtos.js';
import { ProductionAccessService } from './production-access.service.js';

/** The admin's side of production access: the requests list, one account's access, grant and decline. */
@ApiTags('production access')
@Controller('admin/production-access')
export class ProductionAccessController {
  constructor(private readonly access: ProductionAccessService) {}

  @Get()
  queue(@Query() query: ProductionAccessQueueQueryDto): Promise<ListResponse<ProductionAccessQueueItem>> {
    return this.access.queue(query);
  }

  @Get(':userId')
  detail(@Param('userId', ParseObjectIdPipe) userId: string): Promise<ProductionAccess> {
    return this.access.accessOf(new Types.ObjectId(userId));
  }

  /** Lifts the sandbox's limits at once; answers a pending request with the note. */
  @Post(':userId/grant')
  @HttpCode(HttpStatus.OK)
  grant(@Param('userId', ParseObjectIdPipe) userId: string, @Body() body: ProductionAccessDecisionDto, @Res({ passthrough: true }) response: Response): Promise<ProductionAccess> {
    return this.access.grant(new Types.ObjectId(userId), consoleActorOf(response), body.note);
  }

  @Post(':userId/decline')
  @HttpCode(HttpStatus.OK)
  decline(@Param('userId', ParseObjectIdPipe) userId: string, @Body() body: ProductionAccessDecisionDto, @Res({ passthrough: true }) response: Response): Promise<ProductionAccess> {
    return this.access.decline(new Types.ObjectId(userId), consoleActorOf(response), body.note);
  }
}
