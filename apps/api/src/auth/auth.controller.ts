import { Body, Controller, HttpCode, HttpStatus, Ip, Post, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { AuthResponse, MessageResponse, SignupResponse } from '@platform/contracts';
import { AuthService } from './auth.service.js';
import { LoginDto } from './dto/login.dto.js';
import { PasswordResetConfirmDto, PasswordResetDto } from './dto/password-reset.dto.js';
import { SignupDto } from './dto/signup.dto.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionCookie } from '../customer-sessions/session-cookie.js';

/** The public account calls: no token needed, rate-limited per client. */
@ApiTags('auth')
@ApiTooManyRequestsResponse({ description: 'Too many calls from this client, or (login) too many failed attempts' })
@UseGuards(ThrottlerGuard)
@Controller()
export class AuthController {
  constructor(
    private readonly authService: AuthService,
    private readonly passwordReset: PasswordResetService,
    private readonly sessionCookie: SessionCookie,
  ) {}

  @Post('signup')
  @ApiOperation({
    summary: 'Sign up',
    description: 'Answers the same whether or not the address already has an account (which is told by e-mail instead); the API key comes with the first login.',
  })
  @ApiCreatedResponse({ description: 'Created (or mailed to the address\'s owner): what to do next' })
  signup(@Body() body: SignupDto): Promise<SignupResponse> {
    return this.authService.signup(body);
  }

  @Post('login')
  @ApiOkResponse({ description: 'Signed in: the session cookie is set; admins and support staff also get an admin_token' })
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Log in',
    description:
      'After a few failures of one account each attempt waits (1 s, 2 s, 4 s...); after SIGN_IN_LOCK_AFTER_FAILURES failures from one client address that address gets 429 "Too many failed attempts: try again in N minutes" for that account, and the owner is told by e-mail.',
  })
  async login(@Body() body: LoginDto, @Ip() clientAddress: string, @Res({ passthrough: true }) response: Response): Promise<AuthResponse> {
    const answer = await this.authService.login(body, clientAddress);
    // The browser's customer session travels in an HttpOnly cookie; the body stays as it was.
    await this.sessionCookie.open(response, answer.user._id);
    return answer;
  }

  @Post('reset-password')
  @ApiOperation({ summary: 'Ask for a password reset link', description: 'Mails a link to reset the password when the address has an account; the answer is the same either way.' })
  @ApiOkResponse({ description: 'The same answer whether or not the address has an account' })
  @HttpCode(HttpStatus.OK)
  requestPasswordReset(@Body() body: PasswordResetDto): Promise<MessageResponse> {
    return this.passwordReset.request(body.email);
  }

  @Post('reset-password/confirm')
  @ApiOperation({ summary: 'Set a new password with a reset link\'s token', description: 'The token from the mailed link and the new password; the token works once and ends every session of the account.' })
  @ApiOkResponse({ description: 'The password is changed' })
  @HttpCode(HttpStatus.OK)
  confirmPasswordReset(@Body() body: PasswordResetConfirmDto): Promise<MessageResponse> {
    return this.passwordReset.confirm(body.token, body.password);
  }
}
