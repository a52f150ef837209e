import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import type { MessageResponse } from '@platform/contracts';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';
import { MailerService } from '../mail/mailer.service.js';
import type { UserDocument } from '../users/user.schema.js';
import { UsersService } from '../users/users.service.js';
import { generateToken, hashToken } from '../common/credentials.js';
import { PasswordResetTokenRecord } from './password-reset-token.schema.js';

/** The same answer whether or not the address has an account. */
export const RESET_REQUESTED_MESSAGE = 'If that address has an account, a reset link is on its way.';
export const INVALID_RESET_TOKEN_MESSAGE = 'Invalid or expired reset token';

const MINUTE_MS = 60 * 1000;
/** At most one reset mail per address in this time, whoever asks: nobody can flood an inbox with them. */
const RESET_MAIL_INTERVAL_MS = MINUTE_MS;

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    @InjectModel(PasswordResetTokenRecord.name) private readonly tokens: Model<PasswordResetTokenRecord>,
    private readonly usersService: UsersService,
    private readonly mailer: MailerService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async request(email: string): Promise<MessageResponse> {
    const user = await this.usersService.findByEmail(email);
    if (user?.status === 'active') {
      // Not awaited: writing the token and waiting for the SMTP server would make known
      // addresses answer slower than unknown ones.
      this.issueAndMailLink(user).catch((error: unknown) =>
        this.logger.error(`Password reset e-mail to ${user.email} failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    }
    return { message: RESET_REQUESTED_MESSAGE };
  }

  async confirm(token: string, password: string): Promise<MessageResponse> {
    const now = new Date();
    // Marking the token used in the same step as finding it makes it single-use even under races.
    const claimed = await this.tokens
      .findOneAndUpdate({ token_hash: hashToken(token), used_at: null, expires_at: { $gt: now } }, { $set: { used_at: now } })
      .exec();
    if (!claimed) throw new BadRequestException(INVALID_RESET_TOKEN_MESSAGE);
    const userId = claimed.user_id.toString();
    const user = await this.usersService.findById(userId);
    // setPassword also ends the user's sessions: whoever knew the old password may hold one.
    if (user?.status !== 'active' || !(await this.usersService.setPassword(userId, password))) {
      throw new BadRequestException(INVALID_RESET_TOKEN_MESSAGE);
    }
    return { message: 'Your password has been reset.' };
  }

  /** Drops every reset link of a user whose account is being deleted. */
  async forgetTokensOf(userId: Types.ObjectId): Promise<void> {
    await this.tokens.deleteMany({ user_id: userId }).exec();
  }

  /**
   * A new token replaces any earlier unused one, so only the latest link works; while the
   * last link is less than RESET_MAIL_INTERVAL_MS old, it stays the one and no mail is sent.
   */
  private async issueAndMailLink(user: UserDocument): Promise<void> {
    const recentlySent = await this.tokens
      .exists({ user_id: user._id, used_at: null, createdAt: { $gt: new Date(Date.now() - RESET_MAIL_INTERVAL_MS) } })
      .exec();
    if (recentlySent) return;
    const token = generateToken('rst');
    await this.tokens.deleteMany({ user_id: user._id, used_at: null }).exec();
    await this.tokens.create({
      token_hash: hashToken(token),
      user_id: user._id,
      expires_at: new Date(Date.now() + this.config.passwordResetTtlMinutes * MINUTE_MS),
    });
    await this.mailLink(user.email, token);
  }

  private async mailLink(to: string, token: string): Promise<void> {
    const link = `${this.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await this.mailer.send({
      to,
      subject: 'Reset your password',
      kind: 'password_reset',
      text: [
        'Someone asked to reset the password of your account.',
        '',
        `To choose a new password, open this link within ${this.config.passwordResetTtlMinutes} minutes:`,
        link,
        '',
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    });
  }
}
