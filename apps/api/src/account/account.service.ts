import { BadRequestException, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { CUSTOMER_MESSAGES, type AccountSendingState, type CustomerProfile, type MessageResponse } from '@platform/contracts';
import { verifyPassword } from '../common/credentials.js';
import type { CustomerScope } from '../customer-access/customer-scope.js';
import { SessionCookie } from '../customer-sessions/session-cookie.js';
import { AccountPlanService } from '../user-plans/account-plan.service.js';
import { approvalOf, isEmailConfirmed, type UserDocument } from '../users/user.schema.js';
import { UsersService } from '../users/users.service.js';
import { AccountHolds } from '../queue/account-holds.service.js';
import type { ChangePasswordDto, UpdateProfileDto } from './dto/account.dtos.js';

export const WRONG_CURRENT_PASSWORD = 'current_password is not your current password';

/** The signed-in account's own profile and password. */
@Injectable()
export class AccountService {
  constructor(
    private readonly users: UsersService,
    private readonly accountPlans: AccountPlanService,
    private readonly sessionCookie: SessionCookie,
    private readonly holds: AccountHolds,
  ) {}

  async profile(scope: CustomerScope): Promise<CustomerProfile> {
    const user = (await this.users.findById(scope.userId.toString())) ?? scope.user;
    return this.toProfile(user);
  }

  async update(scope: CustomerScope, changes: UpdateProfileDto): Promise<CustomerProfile> {
    const updated = await this.users.setAccountFields(scope.userId, changes);
    return this.toProfile(updated ?? scope.user);
  }

  /**
   * Every session of the account ends (whoever knew the old password is signed out); the caller,
   * when signed in through the console, gets a new session in its place.
   */
  async changePassword(scope: CustomerScope, input: ChangePasswordDto, response: Response): Promise<MessageResponse> {
    const user = await this.users.findById(scope.userId.toString());
    if (!user || !(await verifyPassword(user.password_hash, input.current_password))) {
      throw new BadRequestException([WRONG_CURRENT_PASSWORD]);
    }
    await this.users.setPassword(user._id.toString(), input.new_password);
    if (scope.via === 'session') await this.sessionCookie.open(response, user._id);
    return { message: CUSTOMER_MESSAGES.passwordChanged };
  }

  private async toProfile(user: UserDocument): Promise<CustomerProfile> {
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
}

/** The first thing that keeps the account from sending, in the order the submission checks them; `paused`: its mail is held (AccountHolds). */
export function sendingStateOf(user: UserDocument, paused: boolean): AccountSendingState {
  if (user.status !== 'active') return 'inactive';
  if (!isEmailConfirmed(user)) return 'email_unconfirmed';
  if (approvalOf(user) === 'pending') return 'approval_pending';
  return paused ? 'paused' : 'ready';
}
