import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { USER_ROLES, type UserListQuery, type UserRole } from '@platform/contracts';
import { PageQueryDto } from '../../common/page-query.dto.js';

export class UserListQueryDto extends PageQueryDto implements UserListQuery {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @IsOptional()
  @IsIn(USER_ROLES)
  role?: UserRole;
}
