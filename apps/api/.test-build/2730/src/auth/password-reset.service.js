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
var PasswordResetService_1;
import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { APP_CONFIG } from '../config/app-config.token.js';
import { MailerService } from '../mail/mailer.service.js';
import { UsersService } from '../users/users.service.js';
import { generateToken, hashToken } from '../common/credentials.js';
import { PasswordResetTokenRecord } from './password-reset-token.schema.js';
/** The same answer whether or not the address has an account. */
export const RESET_REQUESTED_MESSAGE = 'If that address has an account, a reset link is on its way.';
export const INVALID_RESET_TOKEN_MESSAGE = 'Invalid or expired reset token';
const MINUTE_MS = 60 * 1000;
/** At most one reset mail per address in this time, whoever asks: nobody can flood an inbox with them. */
const RESET_MAIL_INTERVAL_MS = MINUTE_MS;
let PasswordResetService = PasswordResetService_1 = class PasswordResetService {
    tokens;
    usersService;
    mailer;
    config;
    logger = new Logger(PasswordResetService_1.name);
    constructor(tokens, usersService, mailer, config) {
        this.tokens = tokens;
        this.usersService = usersService;
        this.mailer = mailer;
        this.config = config;
    }
    async request(email) {
        const user = await this.usersService.findByEmail(email);
        if (user?.status === 'active') {
            // Not awaited: writing the token and waiting for the SMTP server would make known
            // addresses answer slower than unknown ones.
            this.issueAndMailLink(user).catch((error) => this.logger.error(`Password reset e-mail to ${user.email} failed: ${error instanceof Error ? error.message : String(error)}`));
        }
        return { message: RESET_REQUESTED_MESSAGE };
    }
    async confirm(token, password) {
        const now = new Date();
        // Marking the token used in the same step as finding it makes it single-use even under races.
        const claimed = await this.tokens
            .findOneAndUpdate({ token_hash: hashToken(token), used_at: null, expires_at: { $gt: now } }, { $set: { used_at: now } })
            .exec();
        if (!claimed)
            throw new BadRequestException(INVALID_RESET_TOKEN_MESSAGE);
        const userId = claimed.user_id.toString();
        const user = await this.usersService.findById(userId);
        // setPassword also ends the user's sessions: whoever knew the old password may hold one.
        if (user?.status !== 'active' || !(await this.usersService.setPassword(userId, password))) {
            throw new BadRequestException(INVALID_RESET_TOKEN_MESSAGE);
        }
        return { message: 'Your password has been reset.' };
    }
    /** Drops every reset link of a user whose account is being deleted. */
    async forgetTokensOf(userId) {
        await this.tokens.deleteMany({ user_id: userId }).exec();
    }
    /**
     * A new token replaces any earlier unused one, so only the latest link works; while the
     * last link is less than RESET_MAIL_INTERVAL_MS old, it stays the one and no mail is sent.
     */
    async issueAndMailLink(user) {
        const recentlySent = await this.tokens
            .exists({ user_id: user._id, used_at: null, createdAt: { $gt: new Date(Date.now() - RESET_MAIL_INTERVAL_MS) } })
            .exec();
        if (recentlySent)
            return;
        const token = generateToken('rst');
        await this.tokens.deleteMany({ user_id: user._id, used_at: null }).exec();
        await this.tokens.create({
            token_hash: hashToken(token),
            user_id: user._id,
            expires_at: new Date(Date.now() + this.config.passwordResetTtlMinutes * MINUTE_MS),
        });
        await this.mailLink(user.email, token);
    }
    async mailLink(to, token) {
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
};
PasswordResetService = PasswordResetService_1 = __decorate([
    Injectable(),
    __param(0, InjectModel(PasswordResetTokenRecord.name)),
    __param(3, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Function, UsersService,
        MailerService, Object])
], PasswordResetService);
export { PasswordResetService };
//# sourceMappingURL=password-reset.service.js.map