import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { ProductionAccessSettingsService } from '../production-access/production-access-settings.service.js';
import { UsersService } from './users.service.js';

@ApiTags('users')
@Controller('admin/users')
export class UsersController {
  constructor(
    private readonly usersService: UsersService,
    private readonly productionAccessSettings: ProductionAccessSettingsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List users', description: 'Paged, filtered by status, role and approval, and searched by name or e-mail.' })
  @ApiOkResponse({ description: 'A page of users' })
  list(@Query() query: UserListQueryDto): Promise<OpenEndedListResponse<User>> {
    return this.usersService.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One user', description: 'The user with their domains, SMTP accounts and sending figures.' })
  @ApiOkResponse({ description: 'The user with their domains, SMTP accounts and figures' })
  get(@Param('id', ParseObjectIdPipe) id: string): Promise<UserDetailResponse> {
    return this.usersService.get(id);
  }

  @Post()
  @ApiOperation({
    summary: 'Add a user',
    description: 'A confirmed and approved account with the role, plan and domain limit given; with production access unless Settings → Production access says admin-created accounts start sandboxed.',
  })
  @ApiCreatedResponse({ description: 'The user' })
  async create(@Body() body: CreateUserDto): Promise<User> {
    const { admin_created_sandboxed: sandboxed } = await this.productionAccessSettings.get();
    return this.usersService.create(body, sandboxed ? { production_access: 'sandboxed' } : {});
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a user', description: 'Names, role, status, plan and domain limit; e-mail and password are not changed here.' })
  @ApiOkResponse({ description: 'The user as saved' })
  update(@Param('id', ParseObjectIdPipe) id: string, @Body() body: UpdateUserDto): Promise<User> {
    return this.usersService.update(id, body);
  }

  @Post(':id/toggle')
  @ApiOperation({ summary: 'Switch a user on or off', description: 'An inactive user cannot log in, send or use their keys; answers the new status.' })
  @ApiOkResponse({ description: 'The user\'s new status' })
  @HttpCode(HttpStatus.OK)
  toggle(@Param('id', ParseObjectIdPipe) id: string): Promise<UserStatusResponse> {
    return this.usersService.toggleStatus(id);
  }

  @Post(':id/api-key/reset')
  @ApiOperation({ summary: 'Give a user a new primary API key', description: 'Answers the new key this once; the old one is refused from now on.' })
  @ApiOkResponse({ description: 'The new API key, shown this once' })
  @HttpCode(HttpStatus.OK)
  resetApiKey(@Param('id', ParseObjectIdPipe) id: string): Promise<ApiKeyResponse> {
    return this.usersService.resetApiKey(id);
  }

  @Post(':id/reset-password')
  @ApiOperation({ summary: 'Give a user a generated password', description: 'Answers the new password this once and ends the user\'s sessions.' })
  @ApiOkResponse({ description: 'The new password, shown this once' })
  @HttpCode(HttpStatus.OK)
  resetPassword(@Param('id', ParseObjectIdPipe) id: string): Promise<GeneratedPasswordResponse> {
    return this.usersService.resetPassword(id);
  }
}
