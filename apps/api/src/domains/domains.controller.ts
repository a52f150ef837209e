import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Domain, DomainDetailResponse, DomainStatusResponse, DomainVerifyResponse, OpenEndedListResponse } from '@platform/contracts';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { DomainsService } from './domains.service.js';
import { CreateDomainDto } from './dto/create-domain.dto.js';
import { DomainListQueryDto } from './dto/domain-list-query.dto.js';
import { UpdateDomainDto } from './dto/update-domain.dto.js';

@ApiTags('domains')
@Controller('admin/domains')
export class DomainsController {
  constructor(private readonly domains: DomainsService) {}

  @Get()
  list(@Query() query: DomainListQueryDto): Promise<OpenEndedListResponse<Domain>> {
    return this.domains.list(query);
  }

  @Get(':id')
  get(@Param('id', ParseObjectIdPipe) id: string): Promise<DomainDetailResponse> {
    return this.domains.get(id);
  }

  @Post()
  create(@Body() body: CreateDomainDto): Promise<Domain> {
    return this.domains.create(body);
  }

  @Patch(':id')
  update(@Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdateDomainDto): Promise<Domain> {
    return this.domains.update(id, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', ParseObjectIdPipe) id: string): Promise<void> {
    return this.domains.remove(id);
  }

  @Post(':id/verify')
  @HttpCode(HttpStatus.OK)
  verify(@Param('id', ParseObjectIdPipe) id: string): Promise<DomainVerifyResponse> {
    return this.domains.verify(id);
  }

  @Post(':id/toggle')
  @HttpCode(HttpStatus.OK)
  toggle(@Param('id', ParseObjectIdPipe) id: string): Promise<DomainStatusResponse> {
    return this.domains.toggleStatus(id);
  }
}
