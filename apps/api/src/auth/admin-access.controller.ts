import { Controller, Delete, Headers, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_TOKEN_HEADER, type AdminSessionResponse, type AdminTokenRotationResponse } from '@platform/contracts';
import { AdminSessionsService } from './admin-sessions.service.js';
import { MasterAdminTokenService } from './master-admin-token.service.js';

/**
 * The console sessions' routes. The admin-token middleware lets a request reach `open` only with
 * the master token, `rotate` only with an admin session, and `end` with any console session.
 */
@ApiTags('admin access')
@Controller('admin')
export class AdminAccessController {
  constructor(
    private readonly sessions: AdminSessionsService,
    private readonly masterToken: MasterAdminTokenService,
  ) {}

  @Post('sessions')
  @ApiOperation({
    summary: 'Open a console session with the master admin token',
    description:
      'x-admin-token must be the master admin token (ADMIN_TOKEN, or the one generated into DATA_DIR/admin-token): this is the only route that accepts it. Answers an admin session token, valid ADMIN_SESSION_TTL_HOURS, for the x-admin-token header of every other /api/admin call.',
  })
  @ApiCreatedResponse({ description: 'A console session token (admin_token)' })
  async open(): Promise<AdminSessionResponse> {
    return { admin_token: await this.sessions.issueForMasterToken() };
  }

  @Delete('sessions/current')
  @ApiNoContentResponse({ description: 'Ended' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'End the calling console session (Logout)',
    description: 'The session in x-admin-token is refused from now on, by every API process. Support-readonly sessions may end themselves too.',
  })
  async end(@Headers(ADMIN_TOKEN_HEADER) callerSession: string): Promise<void> {
    await this.sessions.end(callerSession);
  }

  @Post('token/rotate')
  @ApiOkResponse({ description: 'The new master token, shown this once' })
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Rotate the master admin token',
    description:
      'Answers a new master admin token, this once, and keeps it in DATA_DIR/admin-token. The old one is refused at once by every API process, and the sessions it opened end (except the caller\'s).',
  })
  @ApiConflictResponse({ description: 'The token comes from the ADMIN_TOKEN environment variable: change it there' })
  async rotate(@Headers(ADMIN_TOKEN_HEADER) callerSession: string): Promise<AdminTokenRotationResponse> {
    const token = await this.masterToken.rotate();
    await this.sessions.endMasterTokenSessionsExcept(callerSession);
    return { admin_master_token: token };
  }
}
