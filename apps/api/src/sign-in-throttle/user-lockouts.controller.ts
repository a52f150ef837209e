import { Controller, HttpCode, HttpStatus, NotFoundException, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UserUnlockResponse } from '@platform/contracts';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe.js';
import { UsersService } from '../users/users.service.js';
import { SignInThrottleService } from './sign-in-throttle.service.js';

/** An admin lifts the sign-in locks of a user's accounts (login and SMTP accounts) before they run out. */
@ApiTags('users')
@Controller('admin/users')
export class UserLockoutsController {
  constructor(
    private readonly usersService: UsersService,
    private readonly throttle: SignInThrottleService,
  ) {}

  @Post(':id/unlock')
  @ApiOkResponse({ description: 'How many locks were lifted' })
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "Lift the user's sign-in locks",
    description:
      'Ends the locks that failed logins or failed SMTP AUTH put on this user\'s accounts (from any client address), and their delays. Answers how many locks were running.',
  })
  async unlock(@Param('id', ParseObjectIdPipe) id: string): Promise<UserUnlockResponse> {
    if (!(await this.usersService.findById(id))) throw new NotFoundException(`User ${id} not found`);
    return { locks_lifted: await this.throttle.liftLocksOf(id) };
  }
}
