import { Body, Controller, HttpCode, HttpStatus, Post, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';
import type { AuthResponse, MessageResponse } from '@platform/contracts';
import { AuthService } from './auth.service.js';
import { PER_ADDRESS } from './auth-throttling.js';
import { LoginDto } from './dto/login.dto.js';
import { PasswordResetConfirmDto, PasswordResetDto } from './dto/password-reset.dto.js';
import { SignupDto } from './dto/signup.dto.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionCookie } from '../customer-sessions/session-cookie.js';

/** The public account calls: no token needed, rate-limited per client (and per address where one is named). */
@ApiTags('auth')
@ApiTooManyRequestsResponse({ description: 'Too many attempts from this client or for this address' })
@UseGuards(ThrottlerGuard)
@Controller()
export class AuthController {
  constructor(
    private readonly authService: AuthService,
    private readonly passwordReset: PasswordResetService,
    private readonly sessionCookie: SessionCookie,
  ) {}

  @Post('signup')
  @SkipThrottle({ [PER_ADDRESS]: true })
  signup(@Body() body: SignupDto): Promise<AuthResponse> {
    return this.authService.signup(body);
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  async login(@Body() body: LoginDto, @Res({ passthrough: true }) response: Response): Promise<AuthResponse> {
    const answer = await this.authService.login(body);
    // The browser's customer session travels in an HttpOnly cookie; the body stays as it was.
    await this.sessionCookie.open(response, answer.user._id);
    return answer;
  }

  @Post('reset-password')
  @HttpCode(HttpStatus.OK)
  requestPasswordReset(@Body() body: PasswordResetDto): Promise<MessageResponse> {
    return this.passwordReset.request(body.email);
  }

  @Post('reset-password/confirm')
  @HttpCode(HttpStatus.OK)
  @SkipThrottle({ [PER_ADDRESS]: true })
  confirmPasswordReset(@Body() body: PasswordResetConfirmDto): Promise<MessageResponse> {
    return this.passwordReset.confirm(body.token, body.password);
  }
}
