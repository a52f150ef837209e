import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { ListHeads } from '../common/list-heads.js';
import { DUPLICATE_KEY } from '../common/duplicate-keys.js';
import { SecretBox } from '../common/secret-box.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { dkimPublicKeyValue, dkimSelectorFor, generateDkimKeyPair } from './dkim-key.js';
import { DomainRecord } from './domain.schema.js';
import { DomainsService, type SendingDomain } from './domains.service.js';
import { PLATFORM_OWNER_ID } from './platform-owner.js';

/**
 * The platform's own sending domain (PUBLIC_HOSTNAME, else platform.localhost): a domain record
 * like a customer's, with its own DKIM key sealed at rest, owned by the platform. Created at
 * start-up when missing; platform mail, the accounts' sandbox addresses and the simulator live on it.
 * It is listed with the others in the admin console (Domains), where its DNS records are shown.
 */
@Injectable()
export class PlatformDomainService implements OnApplicationBootstrap {
  private readonly logger = new Logger(PlatformDomainService.name);

  constructor(
    @InjectModel(DomainRecord.name) private readonly domains: Model<DomainRecord>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly secretBox: SecretBox,
    private readonly domainsService: DomainsService,
    private readonly listHeads: ListHeads,
  ) {}

  get name(): string {
    return this.config.platformMail.domain;
  }

  async onApplicationBootstrap(): Promise<void> {
    const existing = await this.domains.findOne({ domain: this.name }).lean().exec();
    if (existing) {
      if (!existing.user_id.equals(PLATFORM_OWNER_ID)) {
        this.logger.error(`The platform's domain ${this.name} belongs to a customer: platform mail and the sandbox cannot send from it`);
      }
      return;
    }
    const keyPair = await generateDkimKeyPair();
    const selector = dkimSelectorFor(new Date());
    const id = new Types.ObjectId();
    try {
      await this.domains.create({
        _id: id,
        domain: this.name,
        user_id: PLATFORM_OWNER_ID,
        // Unchecked until the periodic re-check or an admin's Verify looks at its DNS: its mail is signed
        // from the first message either way, and publishing the key is the operator's part (README).
        send_plan: 'provider',
        dkim_selector: selector,
        dkim_private_key_sealed: this.secretBox.seal(keyPair.privateKeyPem),
        dkim_public_key: keyPair.publicKeyPem,
      });
    } catch (error) {
      // Another API process created it at the same moment: theirs is as good.
      if ((error as { code?: number }).code === DUPLICATE_KEY) return;
      throw error;
    }
    await this.listHeads.noteCreated(this.domains, id);
    this.logger.log(
      `Created the platform's sending domain ${this.name}; publish its DKIM key as TXT ${selector}._domainkey.${this.name} ` +
        `"v=DKIM1; k=rsa; p=${dkimPublicKeyValue(keyPair.publicKeyPem)}"`,
    );
  }

  /** The platform's domain as submission uses it; null when a customer holds the name. */
  async sendingDomain(): Promise<SendingDomain | null> {
    const domain = await this.domainsService.sendingDomain(this.name);
    return domain && domain.user_id.equals(PLATFORM_OWNER_ID) ? domain : null;
  }

  /** Whether a domain name is the platform's own. */
  isPlatformDomain(domainName: string): boolean {
    return domainName.trim().toLowerCase() === this.name;
  }
}
