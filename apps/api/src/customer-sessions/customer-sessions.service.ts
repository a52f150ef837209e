import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { generateToken, hashToken } from '../common/credentials.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';
import { UserSessionsService, type UserSessionStore } from '../users/user-sessions.service.js';
import { CustomerSessionRecord } from './customer-session.schema.js';

const HOUR_MS = 60 * 60 * 1000;
/** last_used_at is a hint for the account's owner, not an audit log: one write a minute is enough. */
const LAST_USED_RESOLUTION_MS = 60 * 1000;

export interface CustomerSession {
  /** The token's hash, which is the session's _id. */
  id: string;
  userId: Types.ObjectId;
  expiresAt: Date;
}

/** Issues, finds and ends customer sessions; the token itself exists only in the browser's cookie. */
@Injectable()
export class CustomerSessionsService implements UserSessionStore, OnModuleInit {
  constructor(
    @InjectModel(CustomerSessionRecord.name) private readonly sessions: Model<CustomerSessionRecord>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly userSessions: UserSessionsService,
  ) {}

  /** UsersService ends a user's sessions through this seam on password change or reset, disable and delete. */
  onModuleInit(): void {
    this.userSessions.register(this);
  }

  /** A new session for the user; the answer is the token for the cookie and its expiry. */
  async issue(userId: Types.ObjectId | string): Promise<{ token: string; expiresAt: Date }> {
    const token = generateToken('cs');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.config.customer.sessionTtlHours * HOUR_MS);
    await this.sessions.create({ _id: hashToken(token), user_id: new Types.ObjectId(userId), expires_at: expiresAt, last_used_at: now });
    return { token, expiresAt };
  }

  /** The live session this token opens, or null; notes the use at most once a minute. */
  async find(token: string): Promise<CustomerSession | null> {
    const now = new Date();
    const session = await this.sessions.findById(hashToken(token)).lean().exec();
    if (!session || session.expires_at <= now) return null;
    if (now.getTime() - session.last_used_at.getTime() >= LAST_USED_RESOLUTION_MS) {
      await this.sessions.updateOne({ _id: session._id }, { $set: { last_used_at: now } }).exec();
    }
    return { id: session._id, userId: session.user_id, expiresAt: session.expires_at };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.deleteOne({ _id: sessionId }).exec();
  }

  /**
   * Ends every session of the user: on password change or reset, when an admin resets the
   * password, disables or deletes the user. Whoever knew the old password loses access at once.
   */
  async endSessionsOf(userId: string): Promise<void> {
    await this.sessions.deleteMany({ user_id: new Types.ObjectId(userId) }).exec();
  }
}
