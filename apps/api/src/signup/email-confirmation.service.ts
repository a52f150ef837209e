import { BadRequestException, HttpException, HttpStatus, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { CUSTOMER_MESSAGES, type MessageResponse } from '@platform/contracts';
import { generateToken, hashToken } from '../common/credentials.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';
import { MailerService } from '../mail/mailer.service.js';
import { UserPlansService } from '../user-plans/user-plans.service.js';
import { isEmailConfirmed, type UserDocument } from '../users/user.schema.js';
import { UsersService, type AccountFields } from '../users/users.service.js';
import { EmailConfirmationTokenRecord } from './email-confirmation-token.schema.js';
import { SignupSettingsService } from './signup-settings.service.js';

const HOUR_MS = 60 * 60 * 1000;
/** A new link at most once a minute: the resend route must not become a way to flood a mailbox. */
const RESEND_INTERVAL_MS = 60 * 1000;

/**
 * What a self-signed-up account goes through before it may send: its e-mail address is
 * confirmed through a mailed single-use link, and, when the sign-up setting asks for it, an
 * admin approves it. It starts on the sign-up plan (SIGNUP_PLAN_CODE) and its daily cap.
 */
@Injectable()
export class EmailConfirmationService {
  private readonly logger = new Logger(EmailConfirmationService.name);

  constructor(
    @InjectModel(EmailConfirmationTokenRecord.name) private readonly tokens: Model<EmailConfirmationTokenRecord>,
    private readonly users: UsersService,
    private readonly userPlans: UserPlansService,
    private readonly settings: SignupSettingsService,
    private readonly mailer: MailerService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** What a self-signed-up user is stored with: unconfirmed, and pending when the sign-up setting asks for approval. */
  async newAccountFields(): Promise<AccountFields> {
    const { require_approval: requireApproval } = await this.settings.get();
    // A domain limit too: 0 (an admin-created user's default) would let anyone who signs up add any number.
    return {
      email_confirmed: false,
      domain_limit: this.config.customer.signupDomainLimit,
      ...(requireApproval && { approval: 'pending' as const }),
    };
  }

  /**
   * Right after sign-up created the user: the sign-up plan, then the link by mail. Never fails:
   * the visitor's answer does not wait for it, and a problem is logged (the account can ask for
   * a new link once signed in).
   */
  async begin(userId: string): Promise<void> {
    try {
      const user = await this.users.findById(userId);
      if (!user) return;
      await this.giveSignupPlan(user);
      await this.mailLink(user.email, await this.issueToken(user._id));
    } catch (error) {
      this.logger.error(`Sign-up of user ${userId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async confirm(token: string): Promise<MessageResponse> {
    const now = new Date();
    // Marked used in the same step as it is found: single-use even when two requests race.
    const claimed = await this.tokens
      .findOneAndUpdate({ _id: hashToken(token), used_at: null, expires_at: { $gt: now } }, { $set: { used_at: now } })
      .lean()
      .exec();
    if (!claimed) throw new BadRequestException(CUSTOMER_MESSAGES.invalidConfirmationLink);
    const user = await this.users.setAccountFields(claimed.user_id, { email_confirmed: true });
    if (!user) throw new BadRequestException(CUSTOMER_MESSAGES.invalidConfirmationLink);
    return { message: CUSTOMER_MESSAGES.emailConfirmed };
  }

  /** A fresh link for a signed-in account that has not confirmed yet; earlier links stop working. */
  async resend(user: UserDocument): Promise<MessageResponse> {
    if (isEmailConfirmed(user)) return { message: CUSTOMER_MESSAGES.alreadyConfirmed };
    const latest = await this.tokens.findOne({ user_id: user._id }).sort({ created_at: -1 }).lean().exec();
    if (latest && Date.now() - latest.created_at.getTime() < RESEND_INTERVAL_MS) {
      throw new HttpException('Wait a minute before asking for another link', HttpStatus.TOO_MANY_REQUESTS);
    }
    const token = await this.issueToken(user._id);
    await this.mailLink(user.email, token);
    return { message: CUSTOMER_MESSAGES.confirmationSent };
  }

  /** An admin lets a pending account send. */
  async approve(userId: string): Promise<UserDocument> {
    const user = await this.users.setAccountFields(userId, { approval: 'approved' });
    if (!user) throw new NotFoundException(`User ${userId} not found`);
    return user;
  }

  /** Drops every confirmation link of a user whose account is being deleted. */
  async forgetTokensOf(userId: Types.ObjectId): Promise<void> {
    await this.tokens.deleteMany({ user_id: userId }).exec();
  }

  /** A new token replaces any earlier unused one, so only the latest link works. */
  private async issueToken(userId: Types.ObjectId): Promise<string> {
    const token = generateToken('cfm');
    await this.tokens.deleteMany({ user_id: userId, used_at: null }).exec();
    await this.tokens.create({
      _id: hashToken(token),
      user_id: userId,
      expires_at: new Date(Date.now() + this.config.customer.emailConfirmationTtlHours * HOUR_MS),
    });
    return token;
  }

  private async giveSignupPlan(user: UserDocument): Promise<void> {
    try {
      await this.userPlans.create({ user_id: user._id.toString(), plan_code: this.config.customer.signupPlanCode });
    } catch (error) {
      // An operator who removed the plan gets accounts without one: they cannot send until an admin gives them a plan.
      this.logger.warn(`No sign-up plan for ${user.email}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private mailLink(to: string, token: string): Promise<void> {
    const link = `${this.config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
    return this.mailer.send({
      to,
      subject: 'Confirm your e-mail address',
      text: [
        'Welcome! Someone (we hope you) signed up with this address.',
        '',
        `To confirm it and start sending, open this link within ${this.config.customer.emailConfirmationTtlHours} hours:`,
        link,
        '',
        'If you did not sign up, ignore this e-mail: no mail can be sent from the account until it is confirmed.',
      ].join('\n'),
    });
  }
}
