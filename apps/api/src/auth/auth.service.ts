import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { AuthResponse } from '@platform/contracts';
import type { UserDocument } from '../users/user.schema.js';
import { toUserResponse } from '../users/user-response.js';
import { UsersService } from '../users/users.service.js';
import { EmailConfirmationService } from '../signup/email-confirmation.service.js';
import { AdminSessionsService, isConsoleRole } from './admin-sessions.service.js';
import type { LoginDto } from './dto/login.dto.js';
import type { SignupDto } from './dto/signup.dto.js';

/** One answer for every failed login, so it does not tell which addresses have an account. */
export const LOGIN_FAILED_MESSAGE = 'Invalid e-mail or password';

@Injectable()
export class AuthService {
  constructor(
    private readonly usersService: UsersService,
    private readonly adminSessions: AdminSessionsService,
    private readonly emailConfirmation: EmailConfirmationService,
  ) {}

  /** Creates a client user (409 when the e-mail is taken) and hands back its API key. */
  async signup(input: SignupDto): Promise<AuthResponse> {
    const created = await this.usersService.create({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      password: input.password,
    });
    // Self-signed-up: unconfirmed (and pending when required) until the mailed link is followed.
    await this.emailConfirmation.begin(created._id);
    const user = await this.usersService.findByEmail(created.email);
    if (!user) throw new Error(`User ${created.email} vanished right after signup`);
    return { api_key: this.usersService.apiKeyOf(user), user: created };
  }

  async login(input: LoginDto): Promise<AuthResponse> {
    const verified = await this.usersService.verifyCredentials(input.email, input.password);
    if (!verified) throw new UnauthorizedException(LOGIN_FAILED_MESSAGE);
    const user = await this.usersService.recordLogin(verified);
    const answer: AuthResponse = { api_key: this.usersService.apiKeyOf(user), user: toUserResponse(user) };
    if (isConsoleUser(user)) answer.admin_token = await this.adminSessions.issue(user);
    return answer;
  }
}

function isConsoleUser(user: UserDocument): user is UserDocument & { role: 'admin' | 'support-readonly' } {
  return isConsoleRole(user.role);
}
