import { Module } from '@nestjs/common';
import { InboundMailModule } from '../inbound-mail/inbound-mail.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { MailboxSimulatorWorker } from './mailbox-simulator.worker.js';

/** The mailbox simulator: its own route of the queue, answered in-process (README, "Mailbox simulator"). */
@Module({
  imports: [QueueModule, InboundMailModule],
  providers: [MailboxSimulatorWorker],
})
export class SimulatorModule {}
