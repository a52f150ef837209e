import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { BOUNCE_REASONS, MESSAGE_STATUSES, type BounceReason, type MessageListQuery, type MessageStatus } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';
import { IsReportDate } from '../../reports/dto/report-summary-query.dto.js';

/** Any other parameter (a sort, a user_id...) is refused with 400 by the validation pipe. */
export class MessageListQueryDto extends PageQueryDto implements MessageListQuery {
  @ApiPropertyOptional({ example: 'ada@example.org', description: 'Part of a recipient address' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  recipient?: string;

  @ApiPropertyOptional({ example: 'Invoice', description: 'Part of the subject' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  subject?: string;

  @ApiPropertyOptional({ enum: MESSAGE_STATUSES })
  @IsOptional()
  @IsIn(MESSAGE_STATUSES)
  status?: MessageStatus;

  @ApiPropertyOptional({ enum: BOUNCE_REASONS, description: 'Messages with a recipient that failed (bounced, deferred, failed) for this reason' })
  @IsOptional()
  @IsIn(BOUNCE_REASONS, { message: `bounce_reason must be one of ${BOUNCE_REASONS.join(', ')}` })
  bounce_reason?: BounceReason;

  @ApiPropertyOptional({ example: '2026-05-01', description: 'From this instant (a date alone: its start, UTC)' })
  @IsOptional()
  @IsReportDate({ message: 'date_from must be an ISO 8601 date' })
  date_from?: string;

  @ApiPropertyOptional({ example: '2026-05-31', description: 'Until this instant (a date alone: the end of that UTC day)' })
  @IsOptional()
  @IsReportDate({ message: 'date_to must be an ISO 8601 date' })
  date_to?: string;
}
