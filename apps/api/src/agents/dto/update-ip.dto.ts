import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, Matches, Max, Min, ValidateNested } from 'class-validator';
import { ACTIVE_STATUSES, IP_WARMUP_LIMITS, type ActiveStatus, type IpWarmupSchedule, type UpdateIpRequest } from '@platform/contracts';
import { UpdateType } from '../../common/update-type.js';
import { AgentIpItemDto } from './agent-ip-item.dto.js';

const { first_day_volume, daily_growth, warmed_after_days } = IP_WARMUP_LIMITS;

export class IpWarmupScheduleDto implements IpWarmupSchedule {
  @ApiProperty({ minimum: first_day_volume.min, maximum: first_day_volume.max, example: 50, description: 'Messages per destination on day 1' })
  @IsInt({ message: `warmup_schedule.first_day_volume must be a whole number from ${first_day_volume.min} to ${first_day_volume.max}` })
  @Min(first_day_volume.min, { message: `warmup_schedule.first_day_volume must be a whole number from ${first_day_volume.min} to ${first_day_volume.max}` })
  @Max(first_day_volume.max, { message: `warmup_schedule.first_day_volume must be a whole number from ${first_day_volume.min} to ${first_day_volume.max}` })
  first_day_volume: number;

  @ApiProperty({ minimum: daily_growth.min, maximum: daily_growth.max, example: 1.5, description: 'Each day allows this many times the day before' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: `warmup_schedule.daily_growth must be a number from ${daily_growth.min} to ${daily_growth.max}` })
  @Min(daily_growth.min, { message: `warmup_schedule.daily_growth must be a number from ${daily_growth.min} to ${daily_growth.max}` })
  @Max(daily_growth.max, { message: `warmup_schedule.daily_growth must be a number from ${daily_growth.min} to ${daily_growth.max}` })
  daily_growth: number;

  @ApiProperty({ minimum: warmed_after_days.min, maximum: warmed_after_days.max, example: 30, description: 'From this day of the warm-up on the IP is warmed' })
  @IsInt({ message: `warmup_schedule.warmed_after_days must be a whole number from ${warmed_after_days.min} to ${warmed_after_days.max}` })
  @Min(warmed_after_days.min, { message: `warmup_schedule.warmed_after_days must be a whole number from ${warmed_after_days.min} to ${warmed_after_days.max}` })
  @Max(warmed_after_days.max, { message: `warmup_schedule.warmed_after_days must be a whole number from ${warmed_after_days.min} to ${warmed_after_days.max}` })
  warmed_after_days: number;
}

const DAY_MESSAGE = 'warmup_started_on must be a day as YYYY-MM-DD, or null for a warmed IP';

export class UpdateIpDto extends UpdateType(PickType(AgentIpItemDto, ['helo'] as const)) implements UpdateIpRequest {
  @ApiPropertyOptional({ enum: ACTIVE_STATUSES, description: 'inactive IPs are not sent from' })
  @IsOptional()
  @IsIn(ACTIVE_STATUSES)
  status?: ActiveStatus;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-11-27', description: 'The UTC day the IP\'s warm-up per destination started; null: warmed, no daily volume' })
  // IsOptional lets null through: null ends the warm-up, or restores the default schedule.
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: DAY_MESSAGE })
  warmup_started_on?: string | null;

  @ApiPropertyOptional({ type: IpWarmupScheduleDto, nullable: true, description: 'The IP\'s own warm-up schedule; null: the default one' })
  @IsOptional()
  @ValidateNested()
  @Type(() => IpWarmupScheduleDto)
  warmup_schedule?: IpWarmupSchedule | null;
}
