import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
  list(@Query() query: RelayListQueryDto): Promise<OpenEndedListResponse<Relay>> {
    return this.relays.list(query);
  }

  @Get(':id')
  get(@Param('id', ParseObjectIdPipe) id: string): Promise<Relay> {
    return this.relays.get(id);
  }

  @Post()
  create(@Body() body: CreateRelayDto): Promise<Relay> {
    return this.relays.create(body);
  }

  @Patch(':id')
  update(@Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdateRelayDto): Promise<Relay> {
    return this.relays.update(id, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', ParseObjectIdPipe) id: string): Promise<void> {
    return this.relays.remove(id);
  }
}
