import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsString, Matches, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import {
  DESTINATION_NAME_PATTERN,
  TRAFFIC_SHAPING_LIMITS,
  type DestinationLimits,
  type DestinationRule,
  type TrafficShapingRulesInput,
} from '@platform/contracts';

type LimitField = keyof typeof TRAFFIC_SHAPING_LIMITS & keyof DestinationLimits;

/** A whole number in the field's range; `nullable`: or null for no limit. */
function LimitFieldOf(field: LimitField, nullable = false): PropertyDecorator {
  const { min, max } = TRAFFIC_SHAPING_LIMITS[field];
  const message = `${field} must be a whole number from ${min} to ${max}${nullable ? ', or null for no limit' : ''}`;
  return (target, key) => {
    ApiProperty({ minimum: min, maximum: max, nullable, example: nullable ? null : min })(target, key);
    if (nullable) ValidateIf((_object, value) => value !== null)(target, key);
    IsInt({ message })(target, key);
    Min(min, { message })(target, key);
    Max(max, { message })(target, key);
  };
}

export class DestinationLimitsDto implements DestinationLimits {
  @LimitFieldOf('max_connections') max_connections: number;
  @LimitFieldOf('max_messages_per_connection') max_messages_per_connection: number;
  @LimitFieldOf('max_messages_per_minute', true) max_messages_per_minute: number | null;
  @LimitFieldOf('max_messages_per_hour', true) max_messages_per_hour: number | null;
}

const NAME_MESSAGE = 'must be lower-case letters, digits, dots and dashes (at most 63)';

export class DestinationRuleDto extends DestinationLimitsDto implements DestinationRule {
  @ApiProperty({ example: 'gmail' })
  @IsString({ message: `name ${NAME_MESSAGE}` })
  @Matches(DESTINATION_NAME_PATTERN, { message: `name ${NAME_MESSAGE}` })
  name: string;

  @ApiProperty({ example: ['google.com', 'googlemail.com'] })
  @IsArray({ message: 'mx_suffixes must be a list of host-name suffixes' })
  @ArrayMaxSize(TRAFFIC_SHAPING_LIMITS.mx_suffixes.max, { message: `mx_suffixes may hold at most ${TRAFFIC_SHAPING_LIMITS.mx_suffixes.max} suffixes` })
  @IsString({ each: true, message: `each of mx_suffixes ${NAME_MESSAGE}` })
  @Matches(DESTINATION_NAME_PATTERN, { each: true, message: `each of mx_suffixes ${NAME_MESSAGE}` })
  mx_suffixes: string[];
}

/** PUT /api/admin/traffic-shaping: every rule, as GET answers them (without the version). */
export class TrafficShapingRulesDto implements TrafficShapingRulesInput {
  @ApiProperty({ type: DestinationLimitsDto })
  @ValidateNested()
  @Type(() => DestinationLimitsDto)
  default_limits: DestinationLimitsDto;

  @ApiProperty({ type: [DestinationRuleDto] })
  @IsArray({ message: 'destinations must be a list' })
  @ArrayMaxSize(TRAFFIC_SHAPING_LIMITS.destinations.max, { message: `destinations may hold at most ${TRAFFIC_SHAPING_LIMITS.destinations.max} rules` })
  @ValidateNested({ each: true })
  @Type(() => DestinationRuleDto)
  destinations: DestinationRuleDto[];

  @SuspensionSeconds('first_suspension_seconds') first_suspension_seconds: number;
  @SuspensionSeconds('max_suspension_seconds') max_suspension_seconds: number;
}

function SuspensionSeconds(field: string): PropertyDecorator {
  const { min, max } = TRAFFIC_SHAPING_LIMITS.suspension_seconds;
  const message = `${field} must be a whole number of seconds from ${min} to ${max}`;
  return (target, key) => {
    ApiProperty({ minimum: min, maximum: max, example: field.startsWith('first') ? 60 : 3600 })(target, key);
    IsInt({ message })(target, key);
    Min(min, { message })(target, key);
    Max(max, { message })(target, key);
  };
}
