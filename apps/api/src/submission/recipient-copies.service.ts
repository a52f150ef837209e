import { Inject, Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';
import { RETURN_PATH_HOST_LABEL } from '@platform/contracts';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { DkimSigningKey, SendingDomain } from '../domains/domains.service.js';
import type { RecipientCopy } from '../queue/delivery-queue.service.js';
import { tokenAddress } from '../recipient-tokens/recipient-addresses.js';
import { RecipientTokens } from '../recipient-tokens/recipient-token.js';
import { DkimSigningPool } from '../signing/dkim-signing-pool.service.js';
import { MessageTracking } from '../tracking/message-tracking.service.js';
import { InvalidUnsubscribeControl, takeUnsubscribeControl, unsubscribeHeaderLines } from '../unsubscribe/unsubscribe-headers.js';
import { SubmissionRefused } from './submission-refused.js';

/** An accepted message ready to queue: the stored body and what each recipient's copy adds to it. */
export interface PreparedMessage {
  /**
   * Signed as it is, or (with per-recipient headers) the part every copy shares; null when every
   * copy has its own body (tracking).
   */
  raw: Buffer | null;
  /** In the order of the recipients. */
  copies: RecipientCopy[];
}

/**
 * Turns an accepted message into one copy per recipient. Every copy leaves with its own
 * envelope sender b+<token>@<return-path domain>, the token naming message and recipient, so a
 * bounce tells whom it is about (VERP). With unsubscribe headers, each copy also carries its own
 * List-Unsubscribe (link and mailto with the recipient's token) and List-Unsubscribe-Post, and
 * so its own DKIM signature covering them: one signed message cannot name several recipients.
 * With open or click tracking, each copy's HTML carries tracking tokens naming its recipient, so
 * each copy has its own body and signature (and no message is shared). Without either, all
 * copies share the one signed message.
 */
@Injectable()
export class RecipientCopiesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: RecipientTokens,
    private readonly signingPool: DkimSigningPool,
    private readonly tracking: MessageTracking,
  ) {}

  /**
   * @param id the message's _id, which its recipients' tokens name
   * @param keys the DKIM keys that sign it (the aligned From domains)
   * @param domain the envelope sender's domain: its return path and unsubscribe setting apply
   */
  async prepare(id: Types.ObjectId, raw: Buffer, keys: readonly DkimSigningKey[], domain: SendingDomain, recipients: string[]): Promise<PreparedMessage> {
    const control = this.readControl(raw);
    const returnPathDomain = this.returnPathDomainOf(domain);
    const tokenFor = (purpose: 'bounce' | 'unsubscribe', recipientIndex: number) =>
      this.tokens.sign(purpose, { messageId: id.toHexString(), recipientIndex });
    const returnPaths = recipients.map((_, index) => tokenAddress('bounce', tokenFor('bounce', index), returnPathDomain));

    const wantsUnsubscribe = (control.requested ?? domain.unsubscribe_headers) && !control.hasOwnListUnsubscribe;
    const headerLines = recipients.map((_, index) => {
      if (!wantsUnsubscribe) return '';
      const token = tokenFor('unsubscribe', index);
      return unsubscribeHeaderLines(this.config.publicUrl, token, tokenAddress('unsubscribe', token, returnPathDomain));
    });
    if (this.tracking.isTracked(domain)) {
      const copies = await Promise.all(
        recipients.map(async (recipient, index) => {
          const body = await this.tracking.copyFor(control.raw, domain, recipient, id);
          const [signature] = await this.signingPool.signatures(body, keys, [headerLines[index]]);
          return { returnPath: returnPaths[index], headerPrefix: signature + headerLines[index], raw: body };
        }),
      );
      return { raw: null, copies };
    }
    if (!wantsUnsubscribe) {
      const signed = await this.signingPool.sign(control.raw, keys);
      return { raw: signed, copies: returnPaths.map((returnPath) => ({ returnPath, headerPrefix: '' })) };
    }
    const signatures = await this.signingPool.signatures(control.raw, keys, headerLines);
    return {
      raw: control.raw,
      copies: returnPaths.map((returnPath, index) => ({ returnPath, headerPrefix: signatures[index] + headerLines[index] })),
    };
  }

  /** The domain's own bounces.<domain> once its records verified (SPF then aligns with From), else the platform's. */
  private returnPathDomainOf(domain: SendingDomain): string {
    return domain.return_path_verified ? `${RETURN_PATH_HOST_LABEL}.${domain.domain}` : this.config.inbound.returnPathDomain;
  }

  private readControl(raw: Buffer): ReturnType<typeof takeUnsubscribeControl> {
    try {
      return takeUnsubscribeControl(raw);
    } catch (error) {
      if (error instanceof InvalidUnsubscribeControl) throw SubmissionRefused.badInput(error.message);
      throw error;
    }
  }
}
