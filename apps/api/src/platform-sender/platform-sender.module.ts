import { Global, Module } from '@nestjs/common';
import { DomainsModule } from '../domains/domains.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { SubmissionModule } from '../submission/submission.module.js';
import { PLATFORM_DOMAIN_MAIL_TRANSPORT } from '../mail/platform-mail-route.js';
import { PlatformSender } from './platform-sender.service.js';

/**
 * Platform mail through the platform's own domain and sending path. Global, for the mailer's
 * sake: it offers PlatformSender as the platform-domain route (PLATFORM_DOMAIN_MAIL_TRANSPORT).
 */
@Global()
@Module({
  imports: [DomainsModule, QueueModule, SubmissionModule],
  providers: [PlatformSender, { provide: PLATFORM_DOMAIN_MAIL_TRANSPORT, useExisting: PlatformSender }],
  exports: [PlatformSender, PLATFORM_DOMAIN_MAIL_TRANSPORT],
})
export class PlatformSenderModule {}
