var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { BadRequestException, Injectable } from '@nestjs/common';
import { CUSTOMER_MESSAGES } from '@platform/contracts';
import { verifyPassword } from '../common/credentials.js';
import { SessionCookie } from '../customer-sessions/session-cookie.js';
import { AccountPlanService } from '../user-plans/account-plan.service.js';
import { approvalOf, isEmailConfirmed } from '../users/user.schema.js';
import { UsersService } from '../users/users.service.js';
import { AccountHolds } from '../queue/account-holds.service.js';
export const WRONG_CURRENT_PASSWORD = 'current_password is not your current password';
/** The signed-in account's own profile and password. */
let AccountService = class AccountService {
    users;
    accountPlans;
    sessionCookie;
    holds;
    constructor(users, accountPlans, sessionCookie, holds) {
        this.users = users;
        this.accountPlans = accountPlans;
        this.sessionCookie = sessionCookie;
        this.holds = holds;
    }
    async profile(scope) {
        const user = (await this.users.findById(scope.userId.toString())) ?? scope.user;
        return this.toProfile(user);
    }
    async update(scope, changes) {
        const updated = await this.users.setAccountFields(scope.userId, changes);
        return this.toProfile(updated ?? scope.user);
    }
    /**
     * Every session of the account ends (whoever knew the old password is signed out); the caller,
     * when signed in through the console, gets a new session in its place.
     */
    async changePassword(scope, input, response) {
        const user = await this.users.findById(scope.userId.toString());
        if (!user || !(await verifyPassword(user.password_hash, input.current_password))) {
            throw new BadRequestException([WRONG_CURRENT_PASSWORD]);
        }
        await this.users.setPassword(user._id.toString(), input.new_password);
        if (scope.via === 'session')
            await this.sessionCookie.open(response, user._id);
        return { message: CUSTOMER_MESSAGES.passwordChanged };
    }
    async toProfile(user) {
        return {
            _id: user._id.toString(),
            email: user.email,
            firstName: user.firstName,
            lastName: user.lastName,
            email_confirmed: isEmailConfirmed(user),
            approval: approvalOf(user),
            sending_state: sendingStateOf(user, this.holds.isHeld(user._id.toString())),
            domain_limit: user.domain_limit,
            plan: await this.accountPlans.planOf(user._id),
            createdAt: user.createdAt.toISOString(),
            last_login: user.last_login?.toISOString() ?? null,
        };
    }
};
AccountService = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [UsersService,
        AccountPlanService,
        SessionCookie,
        AccountHolds])
], AccountService);
export { AccountService };
/** The first thing that keeps the account from sending, in the order the submission checks them; `paused`: its mail is held (AccountHolds). */
export function sendingStateOf(user, paused) {
    if (user.status !== 'active')
        return 'inactive';
    if (!isEmailConfirmed(user))
        return 'email_unconfirmed';
    if (approvalOf(user) === 'pending')
        return 'approval_pending';
    return paused ? 'paused' : 'ready';
}
//# sourceMappingURL=account.service.js.map