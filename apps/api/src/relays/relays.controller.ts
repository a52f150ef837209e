import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OpenEndedListResponse, Relay } from '@platform/contracts';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { CreateRelayDto } from './dto/create-relay.dto.js';
import { RelayListQueryDto } from './dto/relay-list-query.dto.js';
import { UpdateRelayDto } from './dto/update-relay.dto.js';
import { RelaysService } from './relays.service.js';

@ApiTags('relays')
@Controller('admin/relays')
export class RelaysController {
  constructor(private readonly relays: RelaysService) {}

  @Get()
  @ApiOperation({ summary: 'List relays', description: 'The SMTP relays domains can send through, paged and searched; passwords are never answered.' })
  @ApiOkResponse({ description: 'A page of relays' })
  list(@Query() query: RelayListQueryDto): Promise<OpenEndedListResponse<Relay>> {
    return this.relays.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One relay', description: 'Host, port, security and user name of the relay; the password is never answered.' })
  @ApiOkResponse({ description: 'The relay' })
  get(@Param('id', ParseObjectIdPipe) id: string): Promise<Relay> {
    return this.relays.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a relay', description: 'An SMTP relay (host, port, TLS, credentials); the password is stored encrypted.' })
  @ApiCreatedResponse({ description: 'The relay' })
  create(@Body() body: CreateRelayDto): Promise<Relay> {
    return this.relays.create(body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a relay', description: 'Fields left out stay; a password left out keeps the stored one.' })
  @ApiOkResponse({ description: 'The relay as saved' })
  update(@Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdateRelayDto): Promise<Relay> {
    return this.relays.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a relay', description: 'Deletes the relay; domains sending through it need another route.' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', ParseObjectIdPipe) id: string): Promise<void> {
    return this.relays.remove(id);
  }
}
