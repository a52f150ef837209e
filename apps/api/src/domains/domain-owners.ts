import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectConnection, InjectModel, Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types, type Connection, type Model } from 'mongoose';
import { backfillOnce } from '../database/one-time-backfill.js';
import { DomainRecord } from './domain.schema.js';

/** The backfill that fills the registry from the domains stored before it existed; readers check its marker. */
export const DOMAIN_OWNERS_BACKFILL = 'domain_owners';
/** A lost add (see DomainOwners.add) is written again this many times at most. */
const ADD_SETTLE_ROUNDS = 5;

/**
 * The domains a user has owned, by the user's _id: the user detail reads a user's domains by _id
 * (this document, then each domain) where `find({ user_id })` would read the whole `domains`
 * collection on the embedded database, which answers only _id equality from an index. A domain
 * is added before it is stored or moved to the user and never taken out (a `$pull` racing with an
 * add could undo the add there), so the list may name domains deleted or moved away since: a
 * reader keeps those whose `user_id` is still the user's.
 */
@Schema({ collection: 'domain_owners', versionKey: false })
export class DomainOwnerRecord {
  /** The user's _id, as hex. */
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ type: [Types.ObjectId], default: [] })
  domain_ids: Types.ObjectId[];
}

export const DomainOwnerSchema = SchemaFactory.createForClass(DomainOwnerRecord);

/** Keeps the registry (DomainOwnerRecord): adds as domains are created or moved, and fills it once from the stored domains. */
@Injectable()
export class DomainOwners implements OnApplicationBootstrap {
  private readonly logger = new Logger(DomainOwners.name);
  /** Settles when the one-time fill is done (or failed: logged, and tried again at the next start). */
  filled: Promise<void> = Promise.resolve();

  constructor(
    @InjectModel(DomainOwnerRecord.name) private readonly owners: Model<DomainOwnerRecord>,
    @InjectModel(DomainRecord.name) private readonly domains: Model<DomainRecord>,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  onApplicationBootstrap(): void {
    this.filled = backfillOnce(this.connection, DOMAIN_OWNERS_BACKFILL, () => this.fill()).catch((error: Error) =>
      this.logger.error(`Filling the registry of users' domains failed: ${error.message}`),
    );
  }

  /**
   * Notes that the user owns these domains. On MongoDB the $addToSet alone is enough; the embedded
   * database applies an update by rewriting the whole document, so two adds for one user at the
   * same moment can undo one another: read the list back, and add again until the ids stay.
   */
  async add(userId: Types.ObjectId | string, domainIds: Types.ObjectId[]): Promise<void> {
    const id = userId.toString();
    for (let round = 0; round < ADD_SETTLE_ROUNDS; round += 1) {
      await this.owners.updateOne({ _id: id }, { $addToSet: { domain_ids: { $each: domainIds } } }, { upsert: true }).exec().catch(retryDuplicate);
      const reread = await this.owners.findById(id, { domain_ids: 1 }).lean().exec();
      const stored = new Set(reread?.domain_ids.map(String) ?? []);
      if (domainIds.every((domainId) => stored.has(domainId.toString()))) return;
    }
    throw new Error(`The domains ${domainIds.join(', ')} kept dropping out of user ${id}'s registry`);
  }

  /** Once the user and their domains are gone. */
  async forget(userId: Types.ObjectId): Promise<void> {
    await this.owners.deleteOne({ _id: userId.toString() }).exec();
  }

  /** Every stored domain, read once, added to its owner's list. */
  private async fill(): Promise<void> {
    const byOwner = new Map<string, Types.ObjectId[]>();
    // Read whole, not by cursor: two small fields a domain, and the audit of the test run sees the sender.
    for (const domain of await this.domains.find({}, { user_id: 1 }).lean().exec()) {
      const owner = domain.user_id.toString();
      byOwner.set(owner, [...(byOwner.get(owner) ?? []), domain._id]);
    }
    for (const [owner, domainIds] of byOwner) await this.add(owner, domainIds);
    if (byOwner.size) this.logger.log(`Noted the domains of ${byOwner.size} users in their registry`);
  }
}

/** Two first upserts of one user's list race to insert it; the loser's reread finds the other's, and its next round adds. */
function retryDuplicate(error: { code?: number }): void {
  if (error.code !== 11000) throw error;
}
