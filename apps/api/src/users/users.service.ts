import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, SortOrder, Types } from 'mongoose';
import type {
  ApiKeyResponse,
  GeneratedPasswordResponse,
  OpenEndedListResponse,
  User,
  UserDetailResponse,
  UserStatusResponse,
} from '@platform/contracts';
import { ListHeads } from '../common/list-heads.js';
import { readOpenEndedPage, toOpenEndedListResponse } from '../common/open-ended-page.js';
import { startsWithPattern, toPageWindow } from '../common/page-query.dto.js';
import { SecretBox } from '../common/secret-box.js';
import { SharedDocuments } from '../common/shared-documents.js';
import { generateApiKey, generatePassword, hashToken, hashPassword, verifyPassword } from '../common/credentials.js';
import { SHARED_RECORD_TTL_MS, TtlCache } from '../common/ttl-cache.js';
import { UniqueFieldLookup } from '../common/unique-field-lookup.js';
import { OwnerRegistry } from '../owner-registry/owner-registry.js';
import type { CreateUserDto } from './dto/create-user.dto.js';
import type { UpdateUserDto } from './dto/update-user.dto.js';
import type { UserListQueryDto } from './dto/user-list-query.dto.js';
import { toUserResponse } from './user-response.js';
import { UserRecord, type UserDocument } from './user.schema.js';
import { UserSessionsService } from './user-sessions.service.js';
import { UserStatsService } from './user-stats.service.js';

type StoredUser = UserRecord & { _id: Types.ObjectId };
export type AccountFields = Partial<Pick<UserRecord, 'email_confirmed' | 'approval' | 'production_access' | 'firstName' | 'lastName' | 'domain_limit'>>;

/** Users sending within the same few seconds; about a kilobyte each. */
const USERS_CACHED_MAX = 10_000;

@Injectable()
export class UsersService {
  /**
   * Users as the sending path reads them, by id: every HTTP submission and every SMTP command
   * needs its user, so a sender's messages share one database read every few seconds.
   * Every write below drops the user's entry.
   */
  private readonly usersForSending = new TtlCache<string, StoredUser | null>({
    ttlMs: SHARED_RECORD_TTL_MS,
    maxEntries: USERS_CACHED_MAX,
  });
  private readonly apiKeyOwners: UniqueFieldLookup<StoredUser>;
  private readonly sharedUsers = new SharedDocuments<StoredUser, UserDocument>((user) => this.users.hydrate(user));

  constructor(
    @InjectModel(UserRecord.name) private readonly users: Model<UserRecord>,
    private readonly secretBox: SecretBox,
    private readonly userStats: UserStatsService,
    private readonly userSessions: UserSessionsService,
    private readonly listHeads: ListHeads,
    private readonly owners: OwnerRegistry,
  ) {
    this.apiKeyOwners = new UniqueFieldLookup<StoredUser>({
      findById: (id) => this.storedUserForSending(id),
      findByField: (apiKeyHash) => this.users.findOne({ api_key_hash: apiKeyHash }).lean<StoredUser>().exec(),
      fieldOf: (user) => user.api_key_hash,
    });
  }

  /** Hash that unknown e-mails are checked against at login; made on first use. */
  private decoyPasswordHash?: Promise<string>;

  /** Newest first; a search lists the users whose e-mail (stored in lower case) starts with it, by e-mail. */
  async list(query: UserListQueryDto): Promise<OpenEndedListResponse<User>> {
    const filter: Record<string, unknown> = {};
    if (query.role) filter.role = query.role;
    if (query.approval) filter.approval = query.approval === 'pending' ? 'pending' : { $ne: 'pending' };
    const searchText = (query.q ?? query.search ?? '').trim();
    if (searchText) filter.email = startsWithPattern(searchText);
    const sort: Record<string, SortOrder> = searchText ? { email: 1 } : { createdAt: -1, _id: -1 };
    const window = toPageWindow(query);
    const page = await readOpenEndedPage<UserRecord, UserDocument>(this.users, filter, sort, window, { listHeads: this.listHeads });
    return toOpenEndedListResponse(page, page.documents.map(toUserResponse), window);
  }

  async get(id: string): Promise<UserDetailResponse> {
    // A plain record: a detail read many times a second is spared building a document it does not change.
    // The figures are read beside the user, not after it: an unknown id wastes a few reads by _id,
    // and every detail waits one round trip less.
    const [user, stats] = await Promise.all([this.users.findById(id).lean<StoredUser>().exec(), this.userStats.statsFor(id)]);
    if (!user) throw this.notFound(id);
    return { user: toUserResponse(user), stats };
  }

  /** `accountFields`: what self sign-up stores with the user at once (unconfirmed, pending). */
  async create(input: CreateUserDto, accountFields: AccountFields = {}): Promise<User> {
    const email = input.email.trim().toLowerCase();
    if (await this.users.exists({ email })) {
      throw new ConflictException(`A user with e-mail ${email} already exists`);
    }
    const { password, ...profile } = input;
    const apiKey = generateApiKey();
    try {
      const created = await this.users.create({
        ...profile,
        email,
        password_hash: await hashPassword(password),
        ...this.apiKeyFields(apiKey),
        ...accountFields,
      });
      await this.listHeads.noteCreated(this.users, created._id);
      return toUserResponse(created);
    } catch (error) {
      // Two creates racing past the check above: the unique index decides.
      if ((error as { code?: number }).code === 11000) {
        throw new ConflictException(`A user with e-mail ${email} already exists`);
      }
      throw error;
    }
  }

  async update(id: string, changes: UpdateUserDto): Promise<User> {
    const updated = await this.users.findByIdAndUpdate(id, { $set: changes }, { returnDocument: 'after', runValidators: true }).exec();
    if (!updated) throw this.notFound(id);
    this.forgetForSending(updated);
    if (changes.status === 'inactive') await this.userSessions.endSessionsOf(id);
    return toUserResponse(updated);
  }

  /** Changes that the customer side makes (sign-up state, approval, own profile); null for an unknown user. */
  async setAccountFields(id: string | Types.ObjectId, fields: AccountFields): Promise<UserDocument | null> {
    const updated = await this.users.findByIdAndUpdate(id, { $set: fields }, { returnDocument: 'after', runValidators: true }).exec();
    if (updated) this.forgetForSending(updated);
    return updated;
  }

  /** The user record's own removal, the last step of a deletion (UserDeletionService); false when it was gone already. */
  async remove(id: string): Promise<boolean> {
    const deleted = await this.users.findByIdAndDelete(id).exec();
    await this.userSessions.endSessionsOf(id);
    // Its domains and SMTP accounts went in earlier steps of the deletion.
    await this.owners.forget(id);
    if (!deleted) return false;
    this.forgetForSending(deleted);
    await this.listHeads.noteDeleted(this.users, deleted._id);
    return true;
  }

  async toggleStatus(id: string): Promise<UserStatusResponse> {
    const user = await this.findOrFail(id);
    user.status = user.status === 'active' ? 'inactive' : 'active';
    await user.save();
    this.forgetForSending(user);
    if (user.status === 'inactive') await this.userSessions.endSessionsOf(id);
    return { status: user.status };
  }

  async resetApiKey(id: string): Promise<ApiKeyResponse> {
    const apiKey = generateApiKey();
    const updated = await this.users.findByIdAndUpdate(id, { $set: this.apiKeyFields(apiKey) }).exec();
    if (!updated) throw this.notFound(id);
    this.forgetForSending(updated);
    return { api_key: apiKey };
  }

  /** An admin gives the user a new password; whoever knew the old one loses the user's sessions. */
  async resetPassword(id: string): Promise<GeneratedPasswordResponse> {
    const password = generatePassword();
    if (!(await this.setPassword(id, password))) throw this.notFound(id);
    return { password };
  }

  findById(id: string): Promise<UserDocument | null> {
    return this.users.findById(id).exec();
  }

  /** The user an API key belongs to (looked up by the key's hash), or null; read as findForSending reads it. */
  async findByApiKey(apiKey: string): Promise<UserDocument | null> {
    const user = await this.apiKeyOwners.find(hashToken(apiKey));
    return user && this.users.hydrate(user);
  }

  /**
   * The user with this id as the sending path checks it, or null. Changes through this service
   * show at once; changes by another API process within SHARED_RECORD_TTL_MS.
   */
  async findForSending(id: Types.ObjectId): Promise<UserDocument | null> {
    const user = await this.storedUserForSending(id);
    return user && this.users.hydrate(user);
  }

  /**
   * As findForSending, but the same document for as long as the cached record stays the same
   * (a write through this service, or its expiry, makes a new one): for callers that only read it.
   */
  async sharedForSending(id: Types.ObjectId): Promise<UserDocument | null> {
    return this.sharedUsers.of(await this.storedUserForSending(id));
  }

  findByEmail(email: string): Promise<UserDocument | null> {
    return this.users.findOne({ email: email.trim().toLowerCase() }).exec();
  }

  /**
   * The active user with this e-mail and password, or null. An unknown e-mail still costs one
   * password check, so the answer time does not tell which addresses have an account.
   */
  async verifyCredentials(email: string, password: string): Promise<UserDocument | null> {
    const user = await this.findByEmail(email);
    this.decoyPasswordHash ??= hashPassword(generatePassword());
    const matches = await verifyPassword(user?.password_hash ?? (await this.decoyPasswordHash), password);
    return user && matches && user.status === 'active' ? user : null;
  }

  /** The user's API key, opened from its sealed copy (login and signup hand it back). */
  apiKeyOf(user: UserDocument): string {
    return this.secretBox.open(user.api_key_sealed);
  }

  /**
   * Every password change comes here: it ends the user's sessions, since whoever knew the old
   * password may hold one. False when the user no longer exists.
   */
  async setPassword(id: string, password: string): Promise<boolean> {
    const updated = await this.users.findByIdAndUpdate(id, { $set: { password_hash: await hashPassword(password) } }).exec();
    if (!updated) return false;
    this.forgetForSending(updated);
    await this.userSessions.endSessionsOf(id);
    return true;
  }

  async recordLogin(user: UserDocument): Promise<UserDocument> {
    user.last_login = new Date();
    const saved = await user.save();
    this.forgetForSending(user);
    return saved;
  }

  /** Plain records are kept, and each caller gets its own document made from one, free to change. */
  private storedUserForSending(id: Types.ObjectId): Promise<StoredUser | null> {
    return this.usersForSending.getOrLoad(id.toString(), () => this.users.findById(id).lean<StoredUser>().exec());
  }

  /** After every write: the next read for sending sees the change. */
  private forgetForSending(user: { _id: Types.ObjectId }): void {
    this.usersForSending.invalidate(user._id.toString());
  }

  private apiKeyFields(apiKey: string) {
    return { api_key_hash: hashToken(apiKey), api_key_sealed: this.secretBox.seal(apiKey) };
  }

  private async findOrFail(id: string): Promise<UserDocument> {
    const user = await this.users.findById(id).exec();
    if (!user) throw this.notFound(id);
    return user;
  }

  private notFound(id: string): NotFoundException {
    return new NotFoundException(`User ${id} not found`);
  }
}
