import { Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Joiner, Rewriter, Splitter, type MimeNode } from 'mailsplit';
import type { Types } from 'mongoose';
import { RUNTIME_SECRETS } from '../common/runtime-secrets.token.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import type { AppConfig } from '../config/app-config.js';
import type { RuntimeSecrets } from '../config/persistent-secrets.js';
import { addHtmlTracking } from './html-tracking.js';
import { TrackingHosts } from './tracking-hosts.js';
import { TrackingTokens } from './tracking-token.js';

/** What tracking needs of the sender's domain: its switches and whether its own tracking host verified. */
export interface TrackedDomain {
  domain: string;
  track_opens: boolean;
  track_clicks: boolean;
  tracking_host_verified: boolean;
}

export const OPEN_PATH = '/t/o/';
export const CLICK_PATH = '/t/c/';

/**
 * Open and click tracking of outgoing mail: HTML parts (not attachments) get a pixel and their
 * http(s) links rewritten to signed URLs on the tracking host (the domain's track.<domain> once
 * verified, else PUBLIC_URL's); text parts and everything else stay byte for byte. It runs
 * before DKIM signing, so the signature covers the rewritten body.
 *
 * Each recipient's copy gets tokens naming message and recipient, so opens and clicks are
 * recorded per recipient: a tracked message's copies differ in their bodies.
 */
@Injectable()
export class MessageTracking {
  readonly tokens: TrackingTokens;
  readonly hosts: TrackingHosts;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(RUNTIME_SECRETS) secrets: RuntimeSecrets) {
    // A key of its own, derived from the server key: tokens reveal nothing usable elsewhere.
    this.tokens = new TrackingTokens(createHmac('sha256', Buffer.from(secrets.secretKey, 'hex')).update('tracking-tokens').digest());
    this.hosts = new TrackingHosts(config.publicUrl);
  }

  /** Whether the domain's mail is tracked: its copies then each carry their own body. */
  isTracked(domain: TrackedDomain): boolean {
    return domain.track_opens || domain.track_clicks;
  }

  /**
   * One recipient's copy of a tracked message, with the pixel and links its domain asks for; `id`
   * is the id the message will be stored under, which the tokens name with the recipient.
   */
  async copyFor(raw: Buffer, domain: TrackedDomain, recipient: string, id: Types.ObjectId): Promise<Buffer> {
    const claim = { messageId: id.toHexString(), recipient: recipient.toLowerCase() };
    const baseUrl = this.hosts.baseUrlFor(domain);
    const pixelUrl = domain.track_opens ? `${baseUrl}${OPEN_PATH}${this.tokens.issue({ kind: 'open', ...claim, url: null })}.gif` : null;
    const clickUrl = domain.track_clicks ? (url: string) => `${baseUrl}${CLICK_PATH}${this.tokens.issue({ kind: 'click', ...claim, url })}` : null;
    return rewriteHtmlParts(raw, (html) => addHtmlTracking(html, { pixelUrl, clickUrl }));
  }
}

function isHtmlBody(node: MimeNode): boolean {
  return node.contentType === 'text/html' && node.disposition !== 'attachment';
}

/** Runs `rewrite` over each HTML body part (decoded, as latin1), re-encoding it; the rest passes through. */
async function rewriteHtmlParts(raw: Buffer, rewrite: (html: string) => string): Promise<Buffer> {
  const rewriter = new Rewriter(isHtmlBody);
  rewriter.on('node', ({ decoder, encoder }) => {
    const chunks: Buffer[] = [];
    decoder.on('data', (chunk: Buffer) => chunks.push(chunk));
    decoder.on('end', () => encoder.end(Buffer.from(rewrite(Buffer.concat(chunks).toString('latin1')), 'latin1')));
  });
  const output: Buffer[] = [];
  await pipeline(Readable.from([raw]), new Splitter(), rewriter, new Joiner(), async function* (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) output.push(chunk);
  });
  return Buffer.concat(output);
}
