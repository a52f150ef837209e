import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, QueryFilter } from 'mongoose';
import type { SmtpConnectionSettings, SmtpCredential, SmtpCredentialListResponse, SmtpCredentialSecretResponse } from '@platform/contracts';
import { countMatching } from '../common/collection-count.js';
import { literalSearchPattern, toListResponse, toPageWindow } from '../common/page-query.dto.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';
import { limitedDomainName, notFound, ownedBy, type CustomerScope } from '../customer-access/customer-scope.js';
import { findOwned } from '../customer-access/owned-record.js';
import type { CreateSmtpCredentialDto, SmtpCredentialListQueryDto, UpdateSmtpCredentialDto } from './dto/customer-smtp-credential.dto.js';
import { SmtpAccountRecord, type SmtpAccountDocument } from './smtp-account.schema.js';
import { SmtpAccountsService } from './smtp-accounts.service.js';
import { SmtpSubmissionServer } from '../submission/smtp/smtp-submission.server.js';

/**
 * A customer's SMTP credentials: SMTP accounts of their own domains, made and changed through
 * SmtpAccountsService (so admins see them as before); every read starts from the caller's scope.
 */
@Injectable()
export class CustomerSmtpCredentialsService {
  constructor(
    @InjectModel(SmtpAccountRecord.name) private readonly accounts: Model<SmtpAccountRecord>,
    private readonly smtpAccounts: SmtpAccountsService,
    private readonly moduleRef: ModuleRef,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(scope: CustomerScope, query: SmtpCredentialListQueryDto): Promise<SmtpCredentialListResponse> {
    const filter: QueryFilter<SmtpAccountRecord> = { ...ownedBy(scope) };
    const onlyDomain = limitedDomainName(scope);
    if (onlyDomain !== null) filter.domain = onlyDomain;
    const searchText = query.search?.trim();
    if (searchText) filter.$or = [{ email: literalSearchPattern(searchText) }, { domain: literalSearchPattern(searchText) }];
    const window = toPageWindow(query);
    const [documents, total] = await Promise.all([
      this.accounts.find(filter).sort({ createdAt: -1, _id: -1 }).skip(window.skip).limit(window.limit).exec(),
      countMatching(this.accounts, filter),
    ]);
    return { ...toListResponse(documents.map(toCredential), total, window), connection: await this.connection() };
  }

  async create(scope: CustomerScope, input: CreateSmtpCredentialDto): Promise<SmtpCredentialSecretResponse> {
    const domain = input.email.slice(input.email.lastIndexOf('@') + 1);
    const onlyDomain = limitedDomainName(scope);
    if (onlyDomain !== null && domain !== onlyDomain) throw new BadRequestException([`email must be an address at ${onlyDomain}`]);
    const owned = await this.accounts.db.collection('domains').countDocuments({ domain, user_id: scope.userId }, { limit: 1 });
    if (!owned) throw new BadRequestException([`email must be an address at one of your domains (${domain} is not)`]);
    const { smtp_password: password, ...account } = await this.smtpAccounts.create({
      email: input.email,
      domain,
      user_id: scope.userId.toString(),
      quota: input.quota ?? 0,
    });
    return { credential: withoutOwner(account), smtp_password: password, connection: await this.connection() };
  }

  async update(scope: CustomerScope, id: string, changes: UpdateSmtpCredentialDto): Promise<SmtpCredential> {
    const account = await this.findOrFail(scope, id);
    return withoutOwner(await this.smtpAccounts.update(account._id.toString(), changes));
  }

  /** A new password; the old one stops working at once. */
  async rotate(scope: CustomerScope, id: string): Promise<SmtpCredentialSecretResponse> {
    const account = await this.findOrFail(scope, id);
    const { smtp_password: password } = await this.smtpAccounts.resetPassword(account._id.toString());
    const rotated = await this.findOrFail(scope, id);
    return { credential: toCredential(rotated), smtp_password: password, connection: await this.connection() };
  }

  async remove(scope: CustomerScope, id: string): Promise<void> {
    const account = await this.findOrFail(scope, id);
    await this.smtpAccounts.remove(account._id.toString());
  }

  /** Whether the account has made any credential (for the first-run checklist). */
  async hasAny(scope: CustomerScope): Promise<boolean> {
    return (await this.accounts.exists(ownedBy(scope))) !== null;
  }

  /** What a mail client needs: the submission host and port, STARTTLS, AUTH PLAIN or LOGIN. */
  private async connection(): Promise<SmtpConnectionSettings> {
    const { smtpHostname, smtpSubmissionPort } = this.config.sending;
    // The listener belongs to the submission module, which depends on this one: looked up, not
    // injected. It knows the port it bound when SMTP_SUBMISSION_PORT=0 let the system pick one.
    const listener = this.moduleRef.get(SmtpSubmissionServer, { strict: false });
    return { host: smtpHostname, port: listener.port ?? smtpSubmissionPort, security: 'starttls', auth_methods: ['PLAIN', 'LOGIN'] };
  }

  private async findOrFail(scope: CustomerScope, id: string): Promise<SmtpAccountDocument> {
    const onlyDomain = limitedDomainName(scope);
    const account = await findOwned(this.accounts, scope, id, (record) => onlyDomain === null || record.domain === onlyDomain);
    if (!account) throw notFound('SMTP credential', id);
    return account;
  }
}

function toCredential(account: SmtpAccountDocument): SmtpCredential {
  return {
    _id: account._id.toString(),
    email: account.email,
    domain: account.domain,
    quota: account.quota,
    status: account.status,
    createdAt: account.createdAt.toISOString(),
    updatedAt: account.updatedAt.toISOString(),
  };
}

function withoutOwner<T extends SmtpCredential & { user_id?: string }>({ user_id: _owner, ...credential }: T): SmtpCredential {
  return credential;
}
