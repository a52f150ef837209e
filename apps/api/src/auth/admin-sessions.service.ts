import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { UserRole } from '@platform/contracts';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';
import type { UserDocument } from '../users/user.schema.js';
import { UserSessionsService, type UserSessionStore } from '../users/user-sessions.service.js';
import { UsersService } from '../users/users.service.js';
import { AdminSessionRecord } from './admin-session.schema.js';
import { generateToken, hashToken } from '../common/credentials.js';
import { TtlCache } from '../common/ttl-cache.js';

/** Roles that may use the console: admin fully, support-readonly for reading only. */
export const CONSOLE_ROLES: readonly UserRole[] = ['admin', 'support-readonly'];
export type ConsoleRole = 'admin' | 'support-readonly';

export function isConsoleRole(role: UserRole): role is ConsoleRole {
  return CONSOLE_ROLES.includes(role);
}

/** Who a session opened with the master token is, in records of who did what. */
export const MASTER_TOKEN_ACTOR = 'master token';

const HOUR_MS = 60 * 60 * 1000;
/**
 * How long a session read stays in this process: every console request checks its session, and a
 * screen sends several at once. A session ended through this process is dropped at once (logout,
 * a user's sessions ended, the master token rotated); one ended by another process may still be
 * honoured here for up to this long. The user behind a session is read on every use all the same.
 */
const SESSION_READ_CACHE_MS = 1_000;
/** Sessions used within a second; past this many the oldest go. */
const SESSIONS_CACHED_MAX = 10_000;

type SessionGrant = Pick<AdminSessionRecord, 'user_id' | 'role' | 'expires_at'>;

@Injectable()
export class AdminSessionsService implements UserSessionStore, OnModuleInit {
  /** By token hash; null for a token no session has. */
  private readonly recentSessions = new TtlCache<string, SessionGrant | null>({
    ttlMs: SESSION_READ_CACHE_MS,
    maxEntries: SESSIONS_CACHED_MAX,
    refreshAhead: true,
  });

  constructor(
    @InjectModel(AdminSessionRecord.name) private readonly sessions: Model<AdminSessionRecord>,
    private readonly usersService: UsersService,
    private readonly userSessions: UserSessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.userSessions.register(this);
  }

  /** A new session token for a console user; the token itself is only ever in the answer. */
  issue(user: UserDocument & { role: ConsoleRole }): Promise<string> {
    return this.create(user._id, user.role);
  }

  /** A session opened with the master token: full access, tied to no user. */
  issueForMasterToken(): Promise<string> {
    return this.create(null, 'admin');
  }

  /**
   * The role a presented session token grants and who holds it (the user's e-mail, or 'master
   * token'), or null. The user is read on every use, so a deleted or deactivated user, or one
   * whose role changed, loses console access at once.
   */
  async sessionFor(token: string): Promise<{ role: ConsoleRole; actor: string } | null> {
    const tokenHash = hashToken(token);
    const session = await this.recentSessions.getOrLoad(tokenHash, () =>
      this.sessions.findOne({ token_hash: tokenHash }, { user_id: 1, role: 1, expires_at: 1 }).lean<SessionGrant>().exec(),
    );
    if (!session || session.expires_at.getTime() <= Date.now()) return null;
    if (!session.user_id) return session.role === 'admin' ? { role: 'admin', actor: MASTER_TOKEN_ACTOR } : null;
    const user = await this.usersService.findById(session.user_id.toString());
    if (!user || user.status !== 'active' || user.role !== session.role || !isConsoleRole(user.role)) return null;
    return { role: user.role, actor: user.email };
  }

  /** Logout: the presented session ends, whoever holds it. */
  async end(token: string): Promise<void> {
    const tokenHash = hashToken(token);
    await this.sessions.deleteOne({ token_hash: tokenHash }).exec();
    this.recentSessions.invalidate(tokenHash);
  }

  async endSessionsOf(userId: string): Promise<void> {
    await this.sessions.deleteMany({ user_id: new Types.ObjectId(userId) }).exec();
    this.recentSessions.clear();
  }

  /**
   * Ends the sessions opened with the master token, but the one given (the caller's): once the
   * token is rotated, whoever may have copied the old one keeps no way in.
   */
  async endMasterTokenSessionsExcept(token: string): Promise<void> {
    await this.sessions.deleteMany({ user_id: null, token_hash: { $ne: hashToken(token) } }).exec();
    this.recentSessions.clear();
  }

  private async create(userId: Types.ObjectId | null, role: ConsoleRole): Promise<string> {
    const token = generateToken('adm');
    await this.sessions.create({
      token_hash: hashToken(token),
      user_id: userId,
      role,
      expires_at: new Date(Date.now() + this.config.adminSessionTtlHours * HOUR_MS),
    });
    return token;
  }
}
