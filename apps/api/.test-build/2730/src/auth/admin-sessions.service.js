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
import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { APP_CONFIG } from '../config/app-config.token.js';
import { UserSessionsService } from '../users/user-sessions.service.js';
import { UsersService } from '../users/users.service.js';
import { AdminSessionRecord } from './admin-session.schema.js';
import { generateToken, hashToken } from '../common/credentials.js';
import { TtlCache } from '../common/ttl-cache.js';
/** Roles that may use the console: admin fully, support-readonly for reading only. */
export const CONSOLE_ROLES = ['admin', 'support-readonly'];
export function isConsoleRole(role) {
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
let AdminSessionsService = class AdminSessionsService {
    sessions;
    usersService;
    userSessions;
    config;
    /** By token hash; null for a token no session has. */
    recentSessions = new TtlCache({
        ttlMs: SESSION_READ_CACHE_MS,
        maxEntries: SESSIONS_CACHED_MAX,
        refreshAhead: true,
    });
    constructor(sessions, usersService, userSessions, config) {
        this.sessions = sessions;
        this.usersService = usersService;
        this.userSessions = userSessions;
        this.config = config;
    }
    onModuleInit() {
        this.userSessions.register(this);
    }
    /** A new session token for a console user; the token itself is only ever in the answer. */
    issue(user) {
        return this.create(user._id, user.role);
    }
    /** A session opened with the master token: full access, tied to no user. */
    issueForMasterToken() {
        return this.create(null, 'admin');
    }
    /**
     * The role a presented session token grants and who holds it (the user's e-mail, or 'master
     * token'), or null. The user is read on every use, so a deleted or deactivated user, or one
     * whose role changed, loses console access at once.
     */
    async sessionFor(token) {
        const tokenHash = hashToken(token);
        const session = await this.recentSessions.getOrLoad(tokenHash, () => this.sessions.findOne({ token_hash: tokenHash }, { user_id: 1, role: 1, expires_at: 1 }).lean().exec());
        if (!session || session.expires_at.getTime() <= Date.now())
            return null;
        if (!session.user_id)
            return session.role === 'admin' ? { role: 'admin', actor: MASTER_TOKEN_ACTOR } : null;
        const user = await this.usersService.findById(session.user_id.toString());
        if (!user || user.status !== 'active' || user.role !== session.role || !isConsoleRole(user.role))
            return null;
        return { role: user.role, actor: user.email };
    }
    /** Logout: the presented session ends, whoever holds it. */
    async end(token) {
        const tokenHash = hashToken(token);
        await this.sessions.deleteOne({ token_hash: tokenHash }).exec();
        this.recentSessions.invalidate(tokenHash);
    }
    async endSessionsOf(userId) {
        await this.sessions.deleteMany({ user_id: new Types.ObjectId(userId) }).exec();
        this.recentSessions.clear();
    }
    /**
     * Ends the sessions opened with the master token, but the one given (the caller's): once the
     * token is rotated, whoever may have copied the old one keeps no way in.
     */
    async endMasterTokenSessionsExcept(token) {
        await this.sessions.deleteMany({ user_id: null, token_hash: { $ne: hashToken(token) } }).exec();
        this.recentSessions.clear();
    }
    async create(userId, role) {
        const token = generateToken('adm');
        await this.sessions.create({
            token_hash: hashToken(token),
            user_id: userId,
            role,
            expires_at: new Date(Date.now() + this.config.adminSessionTtlHours * HOUR_MS),
        });
        return token;
    }
};
AdminSessionsService = __decorate([
    Injectable(),
    __param(0, InjectModel(AdminSessionRecord.name)),
    __param(3, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Function, UsersService,
        UserSessionsService, Object])
], AdminSessionsService);
export { AdminSessionsService };
//# sourceMappingURL=admin-sessions.service.js.map