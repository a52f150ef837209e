import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DkimSigningKey } from '../domains/domains.service.js';
import type { DkimSignJob, DkimSignReply } from './dkim-sign-job.js';

interface PendingJob {
  resolve(signatureHeaders: string[]): void;
  reject(error: Error): void;
}

interface SigningWorker {
  worker: Worker;
  pending: Map<number, PendingJob>;
}

/** The compiled worker beside this module; run from source (the Jest specs), the build's copy. */
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('../../dist/src/signing/dkim-sign.worker.js', import.meta.url)
  : new URL('./dkim-sign.worker.js', import.meta.url);

/**
 * DKIM-signs messages on worker threads, started on first use and spread round-robin.
 * A worker that dies fails only the jobs it held and is replaced on the next job.
 */
@Injectable()
export class DkimSigningPool implements OnModuleDestroy {
  private readonly logger = new Logger(DkimSigningPool.name);
  private readonly workers: Array<SigningWorker | undefined>;
  private nextWorker = 0;
  private nextJobId = 1;

  constructor() {
    this.workers = new Array(Math.min(4, availableParallelism()));
  }

  /** Returns the message with a DKIM-Signature header per key in front. */
  async sign(message: Buffer, keys: readonly DkimSigningKey[]): Promise<Buffer> {
    const [signatureHeaders] = await this.signatures(message, keys, ['']);
    return Buffer.concat([Buffer.from(signatureHeaders), message]);
  }

  /**
   * The DKIM-Signature fields of copies of one message that differ only in header lines put in
   * front of it (per-recipient headers), one entry per prefix: the message travels to the worker once.
   */
  signatures(message: Buffer, keys: readonly DkimSigningKey[], prefixes: string[]): Promise<string[]> {
    const slot = this.nextWorker;
    this.nextWorker = (this.nextWorker + 1) % this.workers.length;
    const signingWorker = (this.workers[slot] ??= this.startWorker(slot));

    const id = this.nextJobId++;
    // A copy of its own, handed over rather than cloned: cloning a Buffer serializes its whole
    // backing memory (a pool, or the buffer it was cut from), about four times the CPU of this
    // copy and transfer for a 5 KiB message.
    const bytes = new Uint8Array(message);
    const job: DkimSignJob = { id, message: bytes, keys: keys.map(({ domain, selector, privateKeyPem }) => ({ domain, selector, privateKeyPem })), prefixes };
    return new Promise<string[]>((resolve, reject) => {
      signingWorker.pending.set(id, { resolve, reject });
      signingWorker.worker.postMessage(job, [bytes.buffer]);
    });
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.workers.map((entry) => entry?.worker.terminate()));
    this.workers.fill(undefined);
  }

  private startWorker(slot: number): SigningWorker {
    const worker = new Worker(WORKER_URL);
    const signingWorker: SigningWorker = { worker, pending: new Map() };
    worker.on('message', (reply: DkimSignReply) => {
      const job = signingWorker.pending.get(reply.id);
      signingWorker.pending.delete(reply.id);
      if (!job) return;
      if ('error' in reply) job.reject(new Error(`DKIM signing failed: ${reply.error}`));
      else job.resolve(reply.signatureHeaders);
    });
    const retire = (reason: Error) => {
      if (this.workers[slot] === signingWorker) this.workers[slot] = undefined;
      for (const job of signingWorker.pending.values()) job.reject(reason);
      signingWorker.pending.clear();
    };
    worker.on('error', (error) => {
      this.logger.error(`DKIM signing worker failed: ${error.message}`);
      retire(error);
    });
    worker.on('exit', (code) => retire(new Error(`DKIM signing worker exited (${code})`)));
    // Idle workers must not keep the process alive at shutdown.
    worker.unref();
    return signingWorker;
  }
}
