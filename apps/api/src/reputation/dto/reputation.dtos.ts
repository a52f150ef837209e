import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { REPUTATION_DEFAULTS, REPUTATION_LIMITS, type ReputationSettings, type ReviewQueueQuery, type StandingActionRequest } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';

const { rate, window_days: windowDays, min_volume: minVolume } = REPUTATION_LIMITS;
const rateMessage = (field: string) => `${field} must be a percentage from ${rate.min} to ${rate.max}`;
const wholeMessage = (field: string, range: { min: number; max: number }) => `${field} must be a whole number from ${range.min} to ${range.max}`;

function RateField(field: keyof ReputationSettings): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ example: REPUTATION_DEFAULTS[field], minimum: rate.min, maximum: rate.max })(target, key);
    Type(() => Number)(target, key);
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: rateMessage(field) })(target, key);
    Min(rate.min, { message: rateMessage(field) })(target, key);
    Max(rate.max, { message: rateMessage(field) })(target, key);
  };
}

/** PUT /api/admin/settings/reputation: every field, as GET answers them. */
export class ReputationSettingsDto implements ReputationSettings {
  @ApiProperty({ example: true })
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled: boolean;

  @ApiProperty({ example: REPUTATION_DEFAULTS.window_days, minimum: windowDays.min, maximum: windowDays.max })
  @Type(() => Number)
  @IsInt({ message: wholeMessage('window_days', windowDays) })
  @Min(windowDays.min, { message: wholeMessage('window_days', windowDays) })
  @Max(windowDays.max, { message: wholeMessage('window_days', windowDays) })
  window_days: number;

  @ApiProperty({ example: REPUTATION_DEFAULTS.min_volume, minimum: minVolume.min, maximum: minVolume.max })
  @Type(() => Number)
  @IsInt({ message: wholeMessage('min_volume', minVolume) })
  @Min(minVolume.min, { message: wholeMessage('min_volume', minVolume) })
  @Max(minVolume.max, { message: wholeMessage('min_volume', minVolume) })
  min_volume: number;

  @RateField('review_bounce_rate')
  review_bounce_rate: number;

  @RateField('review_complaint_rate')
  review_complaint_rate: number;

  @RateField('pause_bounce_rate')
  pause_bounce_rate: number;

  @RateField('pause_complaint_rate')
  pause_complaint_rate: number;
}

/** POST /api/admin/reputation/{userId}/resume and /pause. */
export class StandingActionDto implements StandingActionRequest {
  @ApiProperty({ example: 'List cleaned; the customer removed the bought addresses' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'note is required' })
  @MinLength(1, { message: 'note is required' })
  @MaxLength(1000, { message: 'note must be at most 1000 characters' })
  note: string;
}

export class ReviewQueueQueryDto extends PageQueryDto implements ReviewQueueQuery {
  @ApiProperty({ required: false, enum: ['review', 'paused'] })
  @IsOptional()
  @IsIn(['review', 'paused'], { message: 'standing must be review or paused' })
  standing?: 'review' | 'paused';
}
