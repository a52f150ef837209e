var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var DkimSigningPool_1;
import { Injectable, Logger } from '@nestjs/common';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
const WORKER_URL = new URL('./dkim-sign.worker.js', import.meta.url);
/**
 * DKIM-signs messages on worker threads, started on first use and spread round-robin.
 * A worker that dies fails only the jobs it held and is replaced on the next job.
 */
let DkimSigningPool = DkimSigningPool_1 = class DkimSigningPool {
    logger = new Logger(DkimSigningPool_1.name);
    workers;
    nextWorker = 0;
    nextJobId = 1;
    constructor() {
        this.workers = new Array(Math.min(4, availableParallelism()));
    }
    /** Returns the message with a DKIM-Signature header per key in front. */
    async sign(message, keys) {
        const [signatureHeaders] = await this.signatures(message, keys, ['']);
        return Buffer.concat([Buffer.from(signatureHeaders), message]);
    }
    /**
     * The DKIM-Signature fields of copies of one message that differ only in header lines put in
     * front of it (per-recipient headers), one entry per prefix: the message travels to the worker once.
     */
    signatures(message, keys, prefixes) {
        const slot = this.nextWorker;
        this.nextWorker = (this.nextWorker + 1) % this.workers.length;
        const signingWorker = (this.workers[slot] ??= this.startWorker(slot));
        const id = this.nextJobId++;
        const job = { id, message, keys: keys.map(({ domain, selector, privateKeyPem }) => ({ domain, selector, privateKeyPem })), prefixes };
        return new Promise((resolve, reject) => {
            signingWorker.pending.set(id, { resolve, reject });
            signingWorker.worker.postMessage(job);
        });
    }
    async onModuleDestroy() {
        await Promise.all(this.workers.map((entry) => entry?.worker.terminate()));
        this.workers.fill(undefined);
    }
    startWorker(slot) {
        const worker = new Worker(WORKER_URL);
        const signingWorker = { worker, pending: new Map() };
        worker.on('message', (reply) => {
            const job = signingWorker.pending.get(reply.id);
            signingWorker.pending.delete(reply.id);
            if (!job)
                return;
            if ('error' in reply)
                job.reject(new Error(`DKIM signing failed: ${reply.error}`));
            else
                job.resolve(reply.signatureHeaders);
        });
        const retire = (reason) => {
            if (this.workers[slot] === signingWorker)
                this.workers[slot] = undefined;
            for (const job of signingWorker.pending.values())
                job.reject(reason);
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
};
DkimSigningPool = DkimSigningPool_1 = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [])
], DkimSigningPool);
export { DkimSigningPool };
//# sourceMappingURL=dkim-signing-pool.service.js.map