import { ConflictException, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { timingSafeEqual } from 'node:crypto';
import type { Model } from 'mongoose';
import { hashToken } from '../common/credentials.js';
import { RUNTIME_SECRETS } from '../common/runtime-secrets.token.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';
import { adminTokenFile, generateSecret, replaceSecretFile, type RuntimeSecrets } from '../config/persistent-secrets.js';
import { MasterAdminTokenRecord, type MasterAdminTokenSource } from './master-admin-token.schema.js';

const CURRENT = 'current';

export const TOKEN_FROM_ENVIRONMENT_MESSAGE =
  'The admin token is set by the ADMIN_TOKEN environment variable: change it there and restart the API';

/**
 * The installation's master admin token (ADMIN_TOKEN, or generated into DATA_DIR/admin-token).
 * It only opens console sessions (POST /api/admin/sessions). The database holds its hash, read
 * on every use, so that all API processes agree on it and a rotation applies everywhere at once.
 */
@Injectable()
export class MasterAdminTokenService implements OnModuleInit {
  private readonly logger = new Logger(MasterAdminTokenService.name);

  constructor(
    @InjectModel(MasterAdminTokenRecord.name) private readonly records: Model<MasterAdminTokenRecord>,
    @Inject(RUNTIME_SECRETS) private readonly secrets: RuntimeSecrets,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * ADMIN_TOKEN, when set, is the token. Otherwise the file's token is, unless the database
   * already holds a rotated one (rotated by a process with another data folder): then the
   * database wins, since bringing an old token back would undo the rotation.
   */
  async onModuleInit(): Promise<void> {
    const tokenHash = hashToken(this.secrets.adminToken);
    if (this.config.adminToken) return this.store(tokenHash, 'environment');
    const current = await this.records.findById(CURRENT).lean().exec();
    if (!current || current.source === 'environment') return this.store(tokenHash, 'file');
    if (current.token_hash !== tokenHash) {
      this.logger.warn(`The admin token in ${adminTokenFile(this.config)} is no longer valid: it was rotated; use the token the rotation answered`);
    }
  }

  /** Whether the presented token is the master token (compared by hash, in constant time). */
  async matches(presented: string): Promise<boolean> {
    const current = await this.records.findById(CURRENT).lean().exec();
    if (!current) return false;
    const expected = Buffer.from(current.token_hash, 'hex');
    const candidate = Buffer.from(hashToken(presented), 'hex');
    return candidate.length === expected.length && timingSafeEqual(candidate, expected);
  }

  /**
   * A new master token, valid at once in every process (the old one is refused from then on),
   * kept in DATA_DIR/admin-token for the next start. 409 when ADMIN_TOKEN sets the token.
   */
  async rotate(): Promise<string> {
    if (this.config.adminToken) throw new ConflictException(TOKEN_FROM_ENVIRONMENT_MESSAGE);
    const token = generateSecret();
    await this.store(hashToken(token), 'file');
    // The token is valid from here on: a failed file write must not lose the answer that shows it.
    await replaceSecretFile(adminTokenFile(this.config), token).catch((error: unknown) =>
      this.logger.error(`The rotated admin token could not be written to ${adminTokenFile(this.config)}: ${error instanceof Error ? error.message : String(error)}`),
    );
    return token;
  }

  private async store(tokenHash: string, source: MasterAdminTokenSource): Promise<void> {
    const write = () =>
      this.records.updateOne({ _id: CURRENT }, { $set: { token_hash: tokenHash, source, changed_at: new Date() } }, { upsert: true }).exec();
    await write().catch((error: unknown) => {
      // Two processes starting together both insert the first record; the loser updates it.
      if ((error as { code?: number }).code !== 11000) throw error;
      return write();
    });
  }
}
