import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AgentIp, IpWarmupList, ListResponse } from '@platform/contracts';
import { PageQueryDto } from '../common/page-query.dto.js';
import { AgentIpsService } from './agent-ips.service.js';
import { UpdateIpDto } from './dto/update-ip.dto.js';
import { ParseIpAddressPipe } from './parse-ip-address.pipe.js';

/** Every agent's sending IPs in one list, for the Manage IP's page. */
@ApiTags('ips')
@Controller('admin/ips')
export class IpsController {
  constructor(private readonly agentIpsService: AgentIpsService) {}

  @Get()
  @ApiOperation({ summary: 'List every agent\'s sending IPs', description: 'One row per address across all agents, for the Manage IP\'s screen; paged.' })
  @ApiOkResponse({ description: 'A page of sending IPs' })
  list(@Query() query: PageQueryDto): Promise<ListResponse<AgentIp>> {
    return this.agentIpsService.list(query);
  }

  @Get('warmup')
  @ApiOperation({
    summary: 'The warming IPs today',
    description:
      "Every IP whose warm-up per destination runs: the day of its warm-up, the messages it may deliver to each destination today, and what it delivered to each so far (the agents' results, by the API's UTC day). Warmed and exempt IPs are not listed.",
  })
  @ApiOkResponse({
    description: 'The warming IPs, by address',
    schema: {
      example: {
        items: [{ ip: '203.0.113.5', day: '2026-11-27', warmup_day: 3, daily_volume: 112, delivered: { gmail: 112, microsoft: 40 } }],
        total: 1,
      } satisfies IpWarmupList,
    },
  })
  warming(): Promise<IpWarmupList> {
    return this.agentIpsService.warming();
  }

  @Patch(':ip')
  @ApiOperation({ summary: 'Change one sending IP', description: 'Status, reverse host name and warm-up of the address, whichever agent reported it.' })
  @ApiOkResponse({ description: 'The IP as saved' })
  update(@Param('ip', ParseIpAddressPipe) ip: string, @Body() body: UpdateIpDto): Promise<AgentIp> {
    return this.agentIpsService.update(ip, body);
  }
}
