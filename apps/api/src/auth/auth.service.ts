import { ConflictException, HttpException, HttpStatus, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { SIGNUP_ANSWERS, type AuthResponse, type SignupResponse } from '@platform/contracts';
import { hashPassword } from '../common/credentials.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';
import { MailerService } from '../mail/mailer.service.js';
import { SignInLockedError, SignInThrottleService, type AccountOwner } from '../sign-in-throttle/sign-in-throttle.service.js';
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
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly usersService: UsersService,
    private readonly adminSessions: AdminSessionsService,
    private readonly throttle: SignInThrottleService,
    private readonly mailer: MailerService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly emailConfirmation: EmailConfirmationService,
  ) {}

  /**
   * Creates a client user, or, when the address already has an account, tells that address by
   * e-mail instead. Both answer the same in about the same time: both hash the password, neither
   * waits for a mail, and both tell where the mail went (the platform's route, the same for every address).
   */
  async signup(input: SignupDto): Promise<SignupResponse> {
    const mailRoute = await this.mailer.route();
    const answer: SignupResponse = { message: SIGNUP_ANSWERS[mailRoute], mail_route: mailRoute };
    const existing = await this.usersService.findByEmail(input.email);
    if (existing) {
      await hashPassword(input.password);
      this.tellOfSignupAttempt(existing.email);
      return answer;
    }
    const profile = { firstName: input.firstName, lastName: input.lastName, email: input.email, password: input.password };
    // Stored with the user: unconfirmed (and pending when sign-up asks for approval) from the start.
    const accountState = await this.emailConfirmation.newAccountFields();
    const created = await this.usersService.create(profile, accountState).catch((error: unknown) => {
      // Another signup with this address won the race: it is an existing account now.
      if (!(error instanceof ConflictException)) throw error;
      this.tellOfSignupAttempt(input.email.trim().toLowerCase());
    });
    // Not awaited, like the mail to an existing address: the sign-up plan, then the confirmation link.
    if (created) void this.emailConfirmation.begin(created._id);
    return answer;
  }

  /** Answers 429 while the account is locked for this client (SignInThrottleService), 401 for any failure. */
  async login(input: LoginDto, clientAddress: string | undefined): Promise<AuthResponse> {
    const verified = await this.throttle
      .verify(
        { channel: 'login', account: input.email, clientAddress },
        () => this.usersService.verifyCredentials(input.email, input.password),
        () => this.activeOwnerOf(input.email),
      )
      .catch((error: unknown) => {
        if (error instanceof SignInLockedError) throw new HttpException(error.message, HttpStatus.TOO_MANY_REQUESTS);
        throw error;
      });
    if (!verified) throw new UnauthorizedException(LOGIN_FAILED_MESSAGE);
    const user = await this.usersService.recordLogin(verified);
    const answer: AuthResponse = { api_key: this.usersService.apiKeyOf(user), user: toUserResponse(user) };
    if (isConsoleUser(user)) answer.admin_token = await this.adminSessions.issue(user);
    return answer;
  }

  private async activeOwnerOf(email: string): Promise<AccountOwner | null> {
    const user = await this.usersService.findByEmail(email);
    return user?.status === 'active' ? { userId: user._id.toString(), email: user.email } : null;
  }

  /** Not awaited, failures only logged: the answer must not wait for, or tell of, the mail. */
  private tellOfSignupAttempt(email: string): void {
    this.mailer
      .send({
        to: email,
        subject: 'Someone tried to sign up with your address',
        kind: 'signup_attempt',
        text: [
          'Someone tried to sign up with your address; if it was you, log in or reset your password:',
          `${this.config.publicUrl}/login`,
          `${this.config.publicUrl}/reset-password`,
          '',
          'If it was not you, ignore this e-mail: nothing has changed.',
        ].join('\n'),
      })
      .catch((error: unknown) =>
        this.logger.error(`Signup notice to ${email} failed: ${error instanceof Error ? error.message : String(error)}`),
      );
  }
}

function isConsoleUser(user: UserDocument): user is UserDocument & { role: 'admin' | 'support-readonly' } {
  return isConsoleRole(user.role);
}
