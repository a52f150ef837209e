import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { UserDeletionQuery } from '@platform/contracts';

export class UserDeletionQueryDto implements UserDeletionQuery {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'true: also delete everything the user owns (domains, SMTP accounts, plans, agents, keys, webhooks, suppressions) and give up their queued mail',
  })
  @IsOptional()
  @IsIn(['true', 'false'])
  cascade?: 'true' | 'false';
}
