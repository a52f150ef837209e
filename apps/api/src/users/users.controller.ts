import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type {
  ApiKeyResponse,
  GeneratedPasswordResponse,
  OpenEndedListResponse,
  User,
  UserDetailResponse,
  UserStatusResponse,
} from '@platform/contracts';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { CreateUserDto } from './dto/create-user.dto.js';
import { UpdateUserDto } from './dto/update-user.dto.js';
import { UserListQueryDto } from './dto/user-list-query.dto.js';
import { UsersService } from './users.service.js';

@ApiTags('users')
@Controller('admin/users')
export class UsersController {
  constructor(private readonly usersService: UsersService) {}

  @Get()
  list(@Query() query: UserListQueryDto): Promise<OpenEndedListResponse<User>> {
    return this.usersService.list(query);
  }

  @Get(':id')
  get(@Param('id', ParseObjectIdPipe) id: string): Promise<UserDetailResponse> {
    return this.usersService.get(id);
  }

  @Post()
  create(@Body() body: CreateUserDto): Promise<User> {
    return this.usersService.create(body);
  }

  @Patch(':id')
  update(@Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdateUserDto): Promise<User> {
    return this.usersService.update(id, body);
  }

  @Post(':id/toggle')
  @HttpCode(HttpStatus.OK)
  toggle(@Param('id', ParseObjectIdPipe) id: string): Promise<UserStatusResponse> {
    return this.usersService.toggleStatus(id);
  }

  @Post(':id/api-key/reset')
  @HttpCode(HttpStatus.OK)
  resetApiKey(@Param('id', ParseObjectIdPipe) id: string): Promise<ApiKeyResponse> {
    return this.usersService.resetApiKey(id);
  }

  @Post(':id/reset-password')
  @HttpCode(HttpStatus.OK)
  resetPassword(@Param('id', ParseObjectIdPipe) id: string): Promise<GeneratedPasswordResponse> {
    return this.usersService.resetPassword(id);
  }
}
