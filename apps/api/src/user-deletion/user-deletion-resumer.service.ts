import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { UserDeletionService } from './user-deletion.service.js';

const CHECK_INTERVAL_MS = 60_000;
/** A job not written for this long has lost the process that ran it (a running job writes every few seconds to minutes). */
const ABANDONED_AFTER_MS = 5 * 60_000;

/**
 * Resumes user deletions: at start-up every stored job (this process may be the one that died
 * running it), and then, once a minute, jobs that another process abandoned.
 */
@Injectable()
export class UserDeletionResumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(UserDeletionResumer.name);
  private timer?: NodeJS.Timeout;

  constructor(private readonly deletions: UserDeletionService) {}

  onApplicationBootstrap(): void {
    this.resume(new Date());
    this.timer = setInterval(() => this.resume(new Date(Date.now() - ABANDONED_AFTER_MS)), CHECK_INTERVAL_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private resume(writtenBefore: Date): void {
    this.deletions.resumeJobs(writtenBefore).catch((error: Error) => this.logger.error(`Resuming user deletions failed: ${error.message}`));
  }
}
