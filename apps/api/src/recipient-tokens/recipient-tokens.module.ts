import { Module } from '@nestjs/common';
import { RUNTIME_SECRETS } from '../common/runtime-secrets.token.js';
import type { RuntimeSecrets } from '../config/persistent-secrets.js';
import { RecipientTokens } from './recipient-token.js';

/** Recipient tokens signed with the server's secret key (the one that seals secrets at rest). */
@Module({
  providers: [{ provide: RecipientTokens, inject: [RUNTIME_SECRETS], useFactory: (secrets: RuntimeSecrets) => new RecipientTokens(secrets.secretKey) }],
  exports: [RecipientTokens],
})
export class RecipientTokensModule {}
