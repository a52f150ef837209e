import { Inject, Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { RuntimeSecrets } from '../config/persistent-secrets.js';
import { RUNTIME_SECRETS } from './runtime-secrets.token.js';

const ALGORITHM = 'aes-256-gcm';
const VERSION_PREFIX = 'v1';

/** Encrypts secrets kept at rest (API keys, relay passwords, DKIM keys) with the server's key. */
@Injectable()
export class SecretBox {
  private readonly key: Buffer;

  constructor(@Inject(RUNTIME_SECRETS) secrets: RuntimeSecrets) {
    this.key = Buffer.from(secrets.secretKey, 'hex');
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION_PREFIX, iv, cipher.getAuthTag(), ciphertext].map((part) =>
      typeof part === 'string' ? part : part.toString('base64'),
    ).join(':');
  }

  open(sealed: string): string {
    const [version, iv, tag, ciphertext] = sealed.split(':');
    if (version !== VERSION_PREFIX || !iv || !tag || ciphertext === undefined) {
      throw new Error('Not a sealed secret');
    }
    const decipher = createDecipheriv(ALGORITHM, this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
  }
}
