import { Module } from '@nestjs/common';
import { DomainsModule } from '../domains/domains.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { SubmissionModule } from '../submission/submission.module.js';
import { PlatformSender } from './platform-sender.service.js';

/** Platform mail through the platform's own domain and sending path. */
@Module({
  imports: [DomainsModule, QueueModule, SubmissionModule],
  providers: [PlatformSender],
  exports: [PlatformSender],
})
export class PlatformSenderModule {}
