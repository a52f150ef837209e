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
var MasterAdminTokenService_1;
import { ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { timingSafeEqual } from 'node:crypto';
import { hashToken } from '../common/credentials.js';
import { RUNTIME_SECRETS } from '../common/runtime-secrets.token.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { adminTokenFile, generateSecret, replaceSecretFile } from '../config/persistent-secrets.js';
import { MasterAdminTokenRecord } from './master-admin-token.schema.js';
const CURRENT = 'current';
export const TOKEN_FROM_ENVIRONMENT_MESSAGE = 'The admin token is set by the ADMIN_TOKEN environment variable: change it there and restart the API';
/**
 * The installation's master admin token (ADMIN_TOKEN, or generated into DATA_DIR/admin-token).
 * It only opens console sessions (POST /api/admin/sessions). The database holds its hash, read
 * on every use, so that all API processes agree on it and a rotation applies everywhere at once.
 */
let MasterAdminTokenService = MasterAdminTokenService_1 = class MasterAdminTokenService {
    records;
    secrets;
    config;
    logger = new Logger(MasterAdminTokenService_1.name);
    constructor(records, secrets, config) {
        this.records = records;
        this.secrets = secrets;
        this.config = config;
    }
    /**
     * ADMIN_TOKEN, when set, is the token. Otherwise the file's token is, unless the database
     * already holds a rotated one (rotated by a process with another data folder): then the
     * database wins, since bringing an old token back would undo the rotation.
     */
    async onModuleInit() {
        const tokenHash = hashToken(this.secrets.adminToken);
        if (this.config.adminToken)
            return this.store(tokenHash, 'environment');
        const current = await this.records.findById(CURRENT).lean().exec();
        if (!current || current.source === 'environment')
            return this.store(tokenHash, 'file');
        if (current.token_hash !== tokenHash) {
            this.logger.warn(`The admin token in ${adminTokenFile(this.config)} is no longer valid: it was rotated; use the token the rotation answered`);
        }
    }
    /** Whether the presented token is the master token (compared by hash, in constant time). */
    async matches(presented) {
        const current = await this.records.findById(CURRENT).lean().exec();
        if (!current)
            return false;
        const expected = Buffer.from(current.token_hash, 'hex');
        const candidate = Buffer.from(hashToken(presented), 'hex');
        return candidate.length === expected.length && timingSafeEqual(candidate, expected);
    }
    /**
     * A new master token, valid at once in every process (the old one is refused from then on),
     * kept in DATA_DIR/admin-token for the next start. 409 when ADMIN_TOKEN sets the token.
     */
    async rotate() {
        if (this.config.adminToken)
            throw new ConflictException(TOKEN_FROM_ENVIRONMENT_MESSAGE);
        const token = generateSecret();
        await this.store(hashToken(token), 'file');
        // The token is valid from here on: a failed file write must not lose the answer that shows it.
        await replaceSecretFile(adminTokenFile(this.config), token).catch((error) => this.logger.error(`The rotated admin token could not be written to ${adminTokenFile(this.config)}: ${error instanceof Error ? error.message : String(error)}`));
        return token;
    }
    async store(tokenHash, source) {
        const write = () => this.records.updateOne({ _id: CURRENT }, { $set: { token_hash: tokenHash, source, changed_at: new Date() } }, { upsert: true }).exec();
        await write().catch((error) => {
            // Two processes starting together both insert the first record; the loser updates it.
            if (error.code !== 11000)
                throw error;
            return write();
        });
    }
};
MasterAdminTokenService = MasterAdminTokenService_1 = __decorate([
    Injectable(),
    __param(0, InjectModel(MasterAdminTokenRecord.name)),
    __param(1, Inject(RUNTIME_SECRETS)),
    __param(2, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Function, Object, Object])
], MasterAdminTokenService);
export { MasterAdminTokenService };
//# sourceMappingURL=master-admin-token.service.js.map