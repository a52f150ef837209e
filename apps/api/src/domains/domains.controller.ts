import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
  @ApiOperation({ summary: 'List all domains', description: 'Every account\'s domains, paged, filtered by status and owner and searched by name.' })
  @ApiOkResponse({ description: 'A page of domains' })
  list(@Query() query: DomainListQueryDto): Promise<OpenEndedListResponse<Domain>> {
    return this.domains.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One domain with its DNS records', description: 'The domain, its owner, its DNS records and their last lookup.' })
  @ApiOkResponse({ description: 'The domain with its owner and DNS records' })
  get(@Param('id', ParseObjectIdPipe) id: string): Promise<DomainDetailResponse> {
    return this.domains.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a domain for a user', description: 'Adds a sending domain to the owner named in the body, with the send plan and relay it uses.' })
  @ApiCreatedResponse({ description: 'The domain' })
  create(@Body() body: CreateDomainDto): Promise<Domain> {
    return this.domains.create(body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a domain', description: 'Owner, send plan, relay, tracking and status.' })
  @ApiOkResponse({ description: 'The domain as saved' })
  update(@Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdateDomainDto): Promise<Domain> {
    return this.domains.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a domain', description: 'Mail from it is refused from now on.' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiConflictResponse({ description: 'The platform\'s own sending domain, which cannot be deleted' })
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', ParseObjectIdPipe) id: string): Promise<void> {
    return this.domains.remove(id);
  }

  @Post(':id/verify')
  @ApiOperation({ summary: 'Check a domain\'s DNS records now', description: 'Looks the records up now and answers each record\'s status.' })
  @ApiOkResponse({ description: 'Each record\'s status' })
  @HttpCode(HttpStatus.OK)
  verify(@Param('id', ParseObjectIdPipe) id: string): Promise<DomainVerifyResponse> {
    return this.domains.verify(id);
  }

  @Post(':id/toggle')
  @ApiOperation({ summary: 'Switch a domain on or off', description: 'An inactive domain sends nothing; answers the new status.' })
  @ApiOkResponse({ description: 'The domain\'s new status' })
  @HttpCode(HttpStatus.OK)
  toggle(@Param('id', ParseObjectIdPipe) id: string): Promise<DomainStatusResponse> {
    return this.domains.toggleStatus(id);
  }
}
