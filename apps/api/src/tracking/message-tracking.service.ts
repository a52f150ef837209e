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
import { TrackingTokens } from './tracking-token.js';

/** A domain's tracking switches. */
export interface TrackingSwitches {
  track_opens: boolean;
  track_clicks: boolean;
}

export const OPEN_PATH = '/t/o/';
export const CLICK_PATH = '/t/c/';

/**
 * Open and click tracking of outgoing mail: HTML parts (not attachments) get a pixel and their
 * http(s) links rewritten to signed URLs on the tracking host (PUBLIC_URL); text parts and
 * everything else stay byte for byte. It runs before DKIM signing, so the signature covers
 * the rewritten body.
 *
 * A message is stored once for all its recipients, so its copies cannot differ: a token names
 * the recipient only when there is exactly one; with several, opens and clicks are recorded
 * for the message (recipient null).
 */
@Injectable()
export class MessageTracking {
  readonly tokens: TrackingTokens;
  private readonly trackingBaseUrl: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(RUNTIME_SECRETS) secrets: RuntimeSecrets) {
    // A key of its own, derived from the server key: tokens reveal nothing usable elsewhere.
    this.tokens = new TrackingTokens(createHmac('sha256', Buffer.from(secrets.secretKey, 'hex')).update('tracking-tokens').digest());
    this.trackingBaseUrl = config.publicUrl;
  }

  /** The message with tracking added as its domain asks; `id` is the id it will be stored under, which the tokens name. */
  async prepare(raw: Buffer, domain: TrackingSwitches, recipients: string[], id: Types.ObjectId): Promise<Buffer> {
    if (!domain.track_opens && !domain.track_clicks) return raw;
    const messageId = id.toHexString();
    const recipient = recipients.length === 1 ? recipients[0].toLowerCase() : null;
    const pixelUrl = domain.track_opens
      ? `${this.trackingBaseUrl}${OPEN_PATH}${this.tokens.issue({ kind: 'open', messageId, recipient, url: null })}.gif`
      : null;
    const clickUrl = domain.track_clicks
      ? (url: string) => `${this.trackingBaseUrl}${CLICK_PATH}${this.tokens.issue({ kind: 'click', messageId, recipient, url })}`
      : null;
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
