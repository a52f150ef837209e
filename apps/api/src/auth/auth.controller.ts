import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';
import type { AuthResponse, MessageResponse } from '@platform/contracts';
import { AuthService } from './auth.service.js';
import { PER_ADDRESS } from './auth-throttling.js';
import { LoginDto } from './dto/login.dto.js';
import { PasswordResetConfirmDto, PasswordResetDto } from './dto/password-reset.dto.js';
import { SignupDto } from './dto/signup.dto.js';
import { PasswordResetService } from './password-reset.service.js';

/** The public account calls: no token needed, rate-limited per client (and per address where one is named). */
@ApiTags('auth')
@ApiTooManyRequestsResponse({ description: 'Too many attempts from this client or for this address' })
@UseGuards(ThrottlerGuard)
@Controller()
export class AuthController {
  constructor(
    private readonly authService: AuthService,
    private readonly passwordReset: PasswordResetService,
  ) {}

  @Post('signup')
  @SkipThrottle({ [PER_ADDRESS]: true })
  signup(@Body() body: SignupDto): Promise<AuthResponse> {
    return this.authService.signup(body);
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  login(@Body() body: LoginDto): Promise<AuthResponse> {
    return this.authService.login(body);
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
