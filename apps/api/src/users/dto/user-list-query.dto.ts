import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { USER_APPROVALS, USER_ROLES, type UserApproval, type UserListQuery, type UserRole } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';

export class UserListQueryDto extends PageQueryDto implements UserListQuery {
  @ApiPropertyOptional({ description: 'Users whose e-mail starts with it (case-insensitive), listed by e-mail' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ description: 'The same as q' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ enum: USER_ROLES })
  @IsOptional()
  @IsIn(USER_ROLES)
  role?: UserRole;

  @ApiPropertyOptional({ enum: USER_APPROVALS, description: 'pending: self-signed-up accounts waiting for approval' })
  @IsOptional()
  @IsIn(USER_APPROVALS)
  approval?: UserApproval;
}
