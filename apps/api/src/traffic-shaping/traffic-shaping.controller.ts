import { Body, Controller, Delete, Get, HttpCode, HttpStatus, NotFoundException, Param, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DestinationDeferralList, DestinationSuspensionList, TrafficShapingRules } from '@platform/contracts';
import { DeferralCountsService } from './deferral-counts.service.js';
import { DestinationSuspensionsService } from './destination-suspensions.service.js';
import { TrafficShapingRulesDto } from './dto/traffic-shaping.dtos.js';
import { SHIPPED_TRAFFIC_SHAPING_RULES, TrafficShapingRulesService } from './traffic-shaping-rules.service.js';

const RULES_EXAMPLE: TrafficShapingRules = { version: 1, ...SHIPPED_TRAFFIC_SHAPING_RULES };
const SUSPENSIONS_EXAMPLE: DestinationSuspensionList = {
  items: [
    {
      source_ip: '203.0.113.5',
      destination: 'gmail',
      until: '2026-11-27T14:05:00.000Z',
      since: '2026-11-27T14:03:00.000Z',
      reply: '421-4.7.28 Our system has detected an unusual rate of unsolicited mail originating from your IP address',
      strikes: 2,
    },
  ],
  total: 1,
};

@ApiTags('traffic-shaping')
@Controller('admin/traffic-shaping')
export class TrafficShapingController {
  constructor(
    private readonly rules: TrafficShapingRulesService,
    private readonly suspensions: DestinationSuspensionsService,
    private readonly deferrals: DeferralCountsService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'The destination rules',
    description: 'Which MX hosts make each destination (gmail, microsoft, ...) and its limits per sending IP; default_limits for every other destination. Seeded from the shipped destination-rules.json.',
  })
  @ApiOkResponse({ description: 'The rules in force, with their version', schema: { example: RULES_EXAMPLE } })
  get(): Promise<TrafficShapingRules> {
    return this.rules.get();
  }

  @Put()
  @ApiOperation({
    summary: 'Change the destination rules',
    description: 'Every rule, as GET answers them (without the version). Agents apply the new version from their next heartbeat, without a restart.',
  })
  @ApiOkResponse({ description: 'The rules as saved, with their new version', schema: { example: { ...RULES_EXAMPLE, version: 2 } } })
  update(@Body() body: TrafficShapingRulesDto): Promise<TrafficShapingRules> {
    return this.rules.update(body);
  }

  @Get('suspensions')
  @ApiOperation({
    summary: 'Destinations suspended now',
    description: 'Per sending IP and destination: until when it is suspended, the throttling reply that caused it, and how many throttling replies in a row made it this long.',
  })
  @ApiOkResponse({ description: 'The active suspensions, soonest ending first', schema: { example: SUSPENSIONS_EXAMPLE } })
  async listSuspensions(): Promise<DestinationSuspensionList> {
    const items = await this.suspensions.active();
    return { items, total: items.length };
  }

  @Delete('suspensions/:source_ip/:destination')
  @ApiOperation({
    summary: 'Lift a suspension',
    description: 'Ends the suspension of the destination on the sending IP now and forgets its record (the next throttling reply starts again from the first length). Agents drop it at their next heartbeat.',
  })
  @ApiNoContentResponse({ description: 'Lifted' })
  @ApiNotFoundResponse({ description: 'The destination is not suspended on that IP' })
  @HttpCode(HttpStatus.NO_CONTENT)
  async liftSuspension(@Param('source_ip') sourceIp: string, @Param('destination') destination: string): Promise<void> {
    if (!(await this.suspensions.lift(sourceIp, destination))) throw new NotFoundException(`${destination} is not suspended on ${sourceIp}`);
  }

  @Get('deferrals')
  @ApiOperation({
    summary: "Today's deferrals by destination and reply class",
    description: 'Deferred recipient attempts reported by agents since 00:00 UTC, per destination, by class (throttled, mailbox_full, greylisted, connection_failed, other); the 200 destinations with most first.',
  })
  @ApiOkResponse({
    description: 'The counts of the UTC day',
    schema: {
      example: {
        day: '2026-11-27',
        items: [{ destination: 'gmail', counts: { throttled: 12, mailbox_full: 3, greylisted: 0, connection_failed: 0, other: 1 }, total: 16 }],
        total: 1,
      } satisfies DestinationDeferralList,
    },
  })
  listDeferrals(): Promise<DestinationDeferralList> {
    return this.deferrals.today();
  }
}
