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
var AuthService_1;
import { ConflictException, HttpException, HttpStatus, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { SIGNUP_ANSWERS } from '@platform/contracts';
import { hashPassword } from '../common/credentials.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { MailerService } from '../mail/mailer.service.js';
import { SignInLockedError, SignInThrottleService } from '../sign-in-throttle/sign-in-throttle.service.js';
import { toUserResponse } from '../users/user-response.js';
import { UsersService } from '../users/users.service.js';
import { EmailConfirmationService } from '../signup/email-confirmation.service.js';
import { AdminSessionsService, isConsoleRole } from './admin-sessions.service.js';
/** One answer for every failed login, so it does not tell which addresses have an account. */
export const LOGIN_FAILED_MESSAGE = 'Invalid e-mail or password';
let AuthService = AuthService_1 = class AuthService {
    usersService;
    adminSessions;
    throttle;
    mailer;
    config;
    emailConfirmation;
    logger = new Logger(AuthService_1.name);
    constructor(usersService, adminSessions, throttle, mailer, config, emailConfirmation) {
        this.usersService = usersService;
        this.adminSessions = adminSessions;
        this.throttle = throttle;
        this.mailer = mailer;
        this.config = config;
        this.emailConfirmation = emailConfirmation;
    }
    /**
     * Creates a client user, or, when the address already has an account, tells that address by
     * e-mail instead. Both answer the same in about the same time: both hash the password, neither
     * waits for a mail, and both tell where the mail went (the platform's route, the same for every address).
     */
    async signup(input) {
        const mailRoute = await this.mailer.route();
        const answer = { message: SIGNUP_ANSWERS[mailRoute], mail_route: mailRoute };
        const existing = await this.usersService.findByEmail(input.email);
        if (existing) {
            await hashPassword(input.password);
            this.tellOfSignupAttempt(existing.email);
            return answer;
        }
        const profile = { firstName: input.firstName, lastName: input.lastName, email: input.email, password: input.password };
        // Stored with the user: unconfirmed (and pending when sign-up asks for approval) from the start.
        const accountState = await this.emailConfirmation.newAccountFields();
        const created = await this.usersService.create(profile, accountState).catch((error) => {
            // Another signup with this address won the race: it is an existing account now.
            if (!(error instanceof ConflictException))
                throw error;
            this.tellOfSignupAttempt(input.email.trim().toLowerCase());
        });
        // Not awaited, like the mail to an existing address: the sign-up plan, then the confirmation link.
        if (created)
            void this.emailConfirmation.begin(created._id);
        return answer;
    }
    /** Answers 429 while the account is locked for this client (SignInThrottleService), 401 for any failure. */
    async login(input, clientAddress) {
        const verified = await this.throttle
            .verify({ channel: 'login', account: input.email, clientAddress }, () => this.usersService.verifyCredentials(input.email, input.password), () => this.activeOwnerOf(input.email))
            .catch((error) => {
            if (error instanceof SignInLockedError)
                throw new HttpException(error.message, HttpStatus.TOO_MANY_REQUESTS);
            throw error;
        });
        if (!verified)
            throw new UnauthorizedException(LOGIN_FAILED_MESSAGE);
        const user = await this.usersService.recordLogin(verified);
        const answer = { api_key: this.usersService.apiKeyOf(user), user: toUserResponse(user) };
        if (isConsoleUser(user))
            answer.admin_token = await this.adminSessions.issue(user);
        return answer;
    }
    async activeOwnerOf(email) {
        const user = await this.usersService.findByEmail(email);
        return user?.status === 'active' ? { userId: user._id.toString(), email: user.email } : null;
    }
    /** Not awaited, failures only logged: the answer must not wait for, or tell of, the mail. */
    tellOfSignupAttempt(email) {
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
            .catch((error) => this.logger.error(`Signup notice to ${email} failed: ${error instanceof Error ? error.message : String(error)}`));
    }
};
AuthService = AuthService_1 = __decorate([
    Injectable(),
    __param(4, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [UsersService,
        AdminSessionsService,
        SignInThrottleService,
        MailerService, Object, EmailConfirmationService])
], AuthService);
export { AuthService };
function isConsoleUser(user) {
    return isConsoleRole(user.role);
}
//# sourceMappingURL=auth.service.js.map