import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Types } from 'mongoose';
import type { ListResponse, ProductionAccess, ProductionAccessQueueItem } from '@platform/contracts';
import { consoleActorOf } from '../common/admin-token.middleware.js';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { ProductionAccessDecisionDto, ProductionAccessQueueQueryDto } from './dto/production-access.dtos.js';
import { PRODUCTION_ACCESS_EXAMPLE, PRODUCTION_ACCESS_QUEUE_EXAMPLE } from './production-access.examples.js';
import { ProductionAccessService } from './production-access.service.js';

/** The admin's side of production access: the requests list, one account's access, grant and decline. */
@ApiTags('production access')
@Controller('admin/production-access')
export class ProductionAccessController {
  constructor(private readonly access: ProductionAccessService) {}

  @Get()
  @ApiOperation({ summary: 'Production access requests', description: 'Requests by status (pending unless `status` says otherwise), latest first.' })
  @ApiOkResponse({ description: 'A page of requests', schema: { example: PRODUCTION_ACCESS_QUEUE_EXAMPLE } })
  queue(@Query() query: ProductionAccessQueueQueryDto): Promise<ListResponse<ProductionAccessQueueItem>> {
    return this.access.queue(query);
  }

  @Get(':userId')
  @ApiOperation({ summary: "An account's production access", description: 'Sandboxed or production, the limits, the request and its answer, and every change with who and when.' })
  @ApiOkResponse({ description: 'The production access', schema: { example: PRODUCTION_ACCESS_EXAMPLE } })
  detail(@Param('userId', ParseObjectIdPipe) userId: string): Promise<ProductionAccess> {
    return this.access.accessOf(new Types.ObjectId(userId));
  }

  /** Lifts the sandbox's limits at once; answers a pending request with the note. */
  @Post(':userId/grant')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Grant production access', description: 'Lifts the sandbox at once and answers a pending request with the note; the owner gets a mail. 409 when the account has production access already.' })
  @ApiOkResponse({ description: 'The production access, now production', schema: { example: { ...PRODUCTION_ACCESS_EXAMPLE, state: 'production' } } })
  grant(@Param('userId', ParseObjectIdPipe) userId: string, @Body() body: ProductionAccessDecisionDto, @Res({ passthrough: true }) response: Response): Promise<ProductionAccess> {
    return this.access.grant(new Types.ObjectId(userId), consoleActorOf(response), body.note);
  }

  @Post(':userId/decline')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Decline a production access request', description: 'The account stays sandboxed and may ask again; the owner gets a mail with the note. 409 without a pending request.' })
  @ApiOkResponse({ description: 'The production access, still sandboxed', schema: { example: PRODUCTION_ACCESS_EXAMPLE } })
  decline(@Param('userId', ParseObjectIdPipe) userId: string, @Body() body: ProductionAccessDecisionDto, @Res({ passthrough: true }) response: Response): Promise<ProductionAccess> {
    return this.access.decline(new Types.ObjectId(userId), consoleActorOf(response), body.note);
  }
}
