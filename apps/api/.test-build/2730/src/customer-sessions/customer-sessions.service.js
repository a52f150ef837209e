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
import { generateToken, hashToken } from '../common/credentials.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { UserSessionsService } from '../users/user-sessions.service.js';
import { CustomerSessionRecord } from './customer-session.schema.js';
const HOUR_MS = 60 * 60 * 1000;
/** last_used_at is a hint for the account's owner, not an audit log: one write a minute is enough. */
const LAST_USED_RESOLUTION_MS = 60 * 1000;
/** Issues, finds and ends customer sessions; the token itself exists only in the browser's cookie. */
let CustomerSessionsService = class CustomerSessionsService {
    sessions;
    config;
    userSessions;
    constructor(sessions, config, userSessions) {
        this.sessions = sessions;
        this.config = config;
        this.userSessions = userSessions;
    }
    /** UsersService ends a user's sessions through this seam on password change or reset, disable and delete. */
    onModuleInit() {
        this.userSessions.register(this);
    }
    /** A new session for the user; the answer is the token for the cookie and its expiry. */
    async issue(userId) {
        const token = generateToken('cs');
        const now = new Date();
        const expiresAt = new Date(now.getTime() + this.config.customer.sessionTtlHours * HOUR_MS);
        await this.sessions.create({ _id: hashToken(token), user_id: new Types.ObjectId(userId), expires_at: expiresAt, last_used_at: now });
        return { token, expiresAt };
    }
    /** The live session this token opens, or null; notes the use at most once a minute. */
    async find(token) {
        const now = new Date();
        const session = await this.sessions.findById(hashToken(token)).lean().exec();
        if (!session || session.expires_at <= now)
            return null;
        if (now.getTime() - session.last_used_at.getTime() >= LAST_USED_RESOLUTION_MS) {
            await this.sessions.updateOne({ _id: session._id }, { $set: { last_used_at: now } }).exec();
        }
        return { id: session._id, userId: session.user_id, expiresAt: session.expires_at };
    }
    async revoke(sessionId) {
        await this.sessions.deleteOne({ _id: sessionId }).exec();
    }
    /**
     * Ends every session of the user: on password change or reset, when an admin resets the
     * password, disables or deletes the user. Whoever knew the old password loses access at once.
     */
    async endSessionsOf(userId) {
        await this.sessions.deleteMany({ user_id: new Types.ObjectId(userId) }).exec();
    }
};
CustomerSessionsService = __decorate([
    Injectable(),
    __param(0, InjectModel(CustomerSessionRecord.name)),
    __param(1, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Function, Object, UserSessionsService])
], CustomerSessionsService);
export { CustomerSessionsService };
//# sourceMappingURL=customer-sessions.service.js.map