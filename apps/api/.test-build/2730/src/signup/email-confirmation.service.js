var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
var EmailConfirmationService_1;
import { BadRequestException, ConflictException, HttpException, HttpStatus, Inject, Injectable, Logger, NotFoundException, ServiceUnavailableException, } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { CONFIRMATION_RESEND_INTERVAL_SECONDS, CUSTOMER_MESSAGES } from '@platform/contracts';
import { generateToken, hashToken } from '../common/credentials.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { MailerService, PlatformMailUnsentError } from '../mail/mailer.service.js';
import { UserPlansService } from '../user-plans/user-plans.service.js';
import { isEmailConfirmed } from '../users/user.schema.js';
import { UsersService } from '../users/users.service.js';
import { EmailConfirmationTokenRecord } from './email-confirmation-token.schema.js';
import { SignupSettingsService } from './signup-settings.service.js';
const HOUR_MS = 60 * 60 * 1000;
/** A new link at most once a minute: the resend route must not become a way to flood a mailbox. */
const RESEND_INTERVAL_MS = CONFIRMATION_RESEND_INTERVAL_SECONDS * 1000;
/**
 * What a self-signed-up account goes through before it may send: its e-mail address is
 * confirmed through a mailed single-use link, and, when the sign-up setting asks for it, an
 * admin approves it. It starts on the sign-up plan (SIGNUP_PLAN_CODE) and its daily cap.
 */
let EmailConfirmationService = EmailConfirmationService_1 = class EmailConfirmationService {
    tokens;
    users;
    userPlans;
    settings;
    mailer;
    config;
    logger = new Logger(EmailConfirmationService_1.name);
    constructor(tokens, users, userPlans, settings, mailer, config) {
        this.tokens = tokens;
        this.users = users;
        this.userPlans = userPlans;
        this.settings = settings;
        this.mailer = mailer;
        this.config = config;
    }
    /**
     * What a self-signed-up user is stored with: unconfirmed, without production access (the
     * sandbox: production-access/), and pending when the sign-up setting asks for approval.
     */
    async newAccountFields() {
        const { require_approval: requireApproval } = await this.settings.get();
        // A domain limit too: 0 (an admin-created user's default) would let anyone who signs up add any number.
        return {
            email_confirmed: false,
            production_access: 'sandboxed',
            domain_limit: this.config.customer.signupDomainLimit,
            ...(requireApproval && { approval: 'pending' }),
        };
    }
    /**
     * Right after sign-up created the user: the sign-up plan, then the link by mail. Never fails:
     * the visitor's answer does not wait for it, and a problem is logged (the account can ask for
     * a new link once signed in).
     */
    async begin(userId) {
        try {
            const user = await this.users.findById(userId);
            if (!user)
                return;
            await this.giveSignupPlan(user);
            await this.mailNewLink(user, 'customer');
        }
        catch (error) {
            this.logger.error(`Sign-up of user ${userId}: ${error instanceof Error ? error.message : String(error)}`);
        }
    }
    async confirm(token) {
        const now = new Date();
        // Marked used in the same step as it is found: single-use even when two requests race.
        const claimed = await this.tokens
            .findOneAndUpdate({ _id: hashToken(token), used_at: null, expires_at: { $gt: now } }, { $set: { used_at: now } })
            .lean()
            .exec();
        if (!claimed)
            throw new BadRequestException(CUSTOMER_MESSAGES.invalidConfirmationLink);
        const user = await this.users.setAccountFields(claimed.user_id, { email_confirmed: true });
        if (!user)
            throw new BadRequestException(CUSTOMER_MESSAGES.invalidConfirmationLink);
        return { message: CUSTOMER_MESSAGES.emailConfirmed };
    }
    /**
     * A fresh link for a signed-in account that has not confirmed yet; earlier links stop working.
     * 503 with the reason when the mail could not be sent: then no wait starts either.
     */
    async resend(user) {
        if (isEmailConfirmed(user))
            return { message: CUSTOMER_MESSAGES.alreadyConfirmed };
        const latest = await this.tokens.findOne({ user_id: user._id }).sort({ created_at: -1 }).lean().exec();
        if (latest && Date.now() - latest.created_at.getTime() < RESEND_INTERVAL_MS) {
            throw new HttpException('Wait a minute before asking for another link', HttpStatus.TOO_MANY_REQUESTS);
        }
        const route = await this.mailNewLink(user, 'customer');
        return {
            message: route === 'console_mailbox' ? CUSTOMER_MESSAGES.confirmationKeptInMailbox : CUSTOMER_MESSAGES.confirmationSent,
            mail_route: route,
        };
    }
    /** An admin mails a user a new link, without the customer's minute of wait; 409 once confirmed. */
    async resendForAdmin(userId) {
        const user = await this.users.findById(userId);
        if (!user)
            throw new NotFoundException(`User ${userId} not found`);
        if (isEmailConfirmed(user))
            throw new ConflictException(`The e-mail address ${user.email} is already confirmed`);
        const route = await this.mailNewLink(user, 'admin');
        return {
            message: route === 'console_mailbox' ? `Confirmation link kept in the console mailbox for ${user.email}` : `Confirmation link sent to ${user.email}`,
            mail_route: route,
        };
    }
    /** An admin vouches for a user's address: confirmed at once, and the links mailed for it stop working. */
    async confirmForAdmin(userId) {
        const user = await this.users.setAccountFields(userId, { email_confirmed: true });
        if (!user)
            throw new NotFoundException(`User ${userId} not found`);
        await this.forgetTokensOf(user._id);
        return user;
    }
    /** An admin lets a pending account send. */
    async approve(userId) {
        const user = await this.users.setAccountFields(userId, { approval: 'approved' });
        if (!user)
            throw new NotFoundException(`User ${userId} not found`);
        return user;
    }
    /** Drops every confirmation link of a user whose account is being deleted. */
    async forgetTokensOf(userId) {
        await this.tokens.deleteMany({ user_id: userId }).exec();
    }
    /** A new token replaces any earlier unused one, so only the latest link works. */
    async issueToken(userId) {
        const token = generateToken('cfm');
        await this.tokens.deleteMany({ user_id: userId, used_at: null }).exec();
        await this.tokens.create({
            _id: hashToken(token),
            user_id: userId,
            expires_at: new Date(Date.now() + this.config.customer.emailConfirmationTtlHours * HOUR_MS),
        });
        return token;
    }
    async giveSignupPlan(user) {
        try {
            await this.userPlans.create({ user_id: user._id.toString(), plan_code: this.config.customer.signupPlanCode });
        }
        catch (error) {
            // An operator who removed the plan gets accounts without one: they cannot send until an admin gives them a plan.
            this.logger.warn(`No sign-up plan for ${user.email}: ${error instanceof Error ? error.message : String(error)}`);
        }
    }
    /**
     * Issues a link and mails it. When the mail cannot go, the link is dropped again, so the
     * account's minute of wait (counted from its latest link) does not start; 503 with the reason.
     */
    async mailNewLink(user, requester) {
        const token = await this.issueToken(user._id);
        try {
            return await this.mailLink(user.email, token);
        }
        catch (error) {
            await this.tokens.deleteOne({ _id: hashToken(token) }).exec();
            if (!(error instanceof PlatformMailUnsentError))
                throw error;
            this.logger.error(`Confirmation link for ${user.email} not sent (${error.route}): ${error.message}`);
            const reason = requester === 'admin' ? `${error.reason} (${error.message})` : `${error.reason}; try again later`;
            throw new ServiceUnavailableException(`${CUSTOMER_MESSAGES.confirmationNotSent}: ${reason}`);
        }
    }
    mailLink(to, token) {
        const link = `${this.config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
        return this.mailer.send({
            to,
            subject: 'Confirm your e-mail address',
            kind: 'email_confirmation',
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
};
EmailConfirmationService = EmailConfirmationService_1 = __decorate([
    Injectable(),
    __param(0, InjectModel(EmailConfirmationTokenRecord.name)),
    __param(5, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Function, UsersService,
        UserPlansService,
        SignupSettingsService,
        MailerService, Object])
], EmailConfirmationService);
export { EmailConfirmationService };
//# sourceMappingURL=email-confirmation.service.js.map