import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { User } from '@platform/contracts';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { toUserResponse } from '../users/user-response.js';
import { EmailConfirmationService } from './email-confirmation.service.js';

/** Beside the admin users controller: pending accounts are listed with GET /api/admin/users?approval=pending. */
@ApiTags('users')
@Controller('admin/users')
export class UserApprovalController {
  constructor(private readonly confirmation: EmailConfirmationService) {}

  @Post(':id/approve')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The user, now with approval "approved"' })
  async approve(@Param('id', ParseObjectIdPipe) id: string): Promise<User> {
    return toUserResponse(await this.confirmation.approve(id));
  }
}
