import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsNumber, Max, Min } from 'class-validator';
import { WARMUP_DEFAULTS, WARMUP_LIMITS, type WarmupSettings, type WarmupToggleRequest } from '@platform/contracts';

const { quota, growth_factor: growth, fall_factor: fall } = WARMUP_LIMITS;

function QuotaField(field: keyof WarmupSettings): PropertyDecorator {
  const message = `${field} must be a whole number from ${quota.min} to ${quota.max}`;
  return (target, key) => {
    ApiProperty({ example: WARMUP_DEFAULTS[field], minimum: quota.min, maximum: quota.max })(target, key);
    Type(() => Number)(target, key);
    IsInt({ message })(target, key);
    Min(quota.min, { message })(target, key);
    Max(quota.max, { message })(target, key);
  };
}

function FactorField(field: keyof WarmupSettings, range: { min: number; max: number }): PropertyDecorator {
  const message = `${field} must be a number from ${range.min} to ${range.max}`;
  return (target, key) => {
    ApiProperty({ example: WARMUP_DEFAULTS[field], minimum: range.min, maximum: range.max })(target, key);
    Type(() => Number)(target, key);
    IsNumber({ allowNaN: false, allowInfinity: false }, { message })(target, key);
    Min(range.min, { message })(target, key);
    Max(range.max, { message })(target, key);
  };
}

/** PUT /api/admin/settings/warmup: every field, as GET answers them. */
export class WarmupSettingsDto implements WarmupSettings {
  @ApiProperty({ example: true, description: 'New self-signed-up accounts are warmed up' })
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled: boolean;

  @QuotaField('start_hourly') start_hourly: number;
  @QuotaField('start_daily') start_daily: number;
  @FactorField('growth_factor', growth) growth_factor: number;
  @FactorField('fall_factor', fall) fall_factor: number;
  @QuotaField('ceiling_hourly') ceiling_hourly: number;
  @QuotaField('ceiling_daily') ceiling_daily: number;
}

/** PUT /api/admin/warmup/{userId}. */
export class WarmupToggleDto implements WarmupToggleRequest {
  @ApiProperty({ example: true })
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled: boolean;
}
