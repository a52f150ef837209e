import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { alignmentCandidates } from '../submission/author-alignment.js';
import { DomainRecord } from './domain.schema.js';
import { DomainsService } from './domains.service.js';

/**
 * Who may register a name under another domain (issue 26; README, "Domains"). A customer adds
 * a domain without proving control of its DNS until Verify, so a name under a parent domain that
 * another account verified would take mail from that parent's owner: it is refused, and only the
 * parent's owner (or an admin) can add it. A name another account holds without ever having
 * verified it does not stand in the way of the verified parent's owner either: theirs is dropped.
 */
@Injectable()
export class DomainNameClaims {
  constructor(
    @InjectModel(DomainRecord.name) private readonly domains: Model<DomainRecord>,
    private readonly domainsService: DomainsService,
  ) {}

  /** Before a customer registers `name`: refuses it under another account's verified domain; frees it from another account's unverified registration when the caller owns that parent. */
  async clearForCustomer(userId: Types.ObjectId, name: string): Promise<void> {
    const parent = await this.nearestVerifiedParent(name);
    if (!parent) return;
    if (!parent.user_id.equals(userId)) {
      throw new ForbiddenException(`Domain ${name} is under ${parent.domain}, which another account has verified: only that account can add it`);
    }
    const held = await this.domains.findOne({ domain: name }, { user_id: 1, dkim_verified: 1 }).lean().exec();
    if (held && !held.user_id.equals(userId) && !held.dkim_verified) await this.domainsService.remove(held._id.toString());
  }

  /** The nearest parent of the name (not the name itself) that verified DKIM; read fresh, not from the sending cache. */
  private async nearestVerifiedParent(name: string): Promise<Pick<DomainRecord, 'domain' | 'user_id'> | null> {
    const parents = alignmentCandidates(name).slice(1);
    if (parents.length === 0) return null;
    // The unique index on domain serves the $in.
    const verified = await this.domains.find({ domain: { $in: parents }, dkim_verified: true }, { domain: 1, user_id: 1 }).lean().exec();
    return parents.map((parent) => verified.find((domain) => domain.domain === parent)).find((domain) => domain !== undefined) ?? null;
  }
}
