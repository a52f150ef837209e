var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
var SignInThrottleService_1;
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { APP_CONFIG } from '../config/app-config.token.js';
import { KeyedTurns } from '../common/keyed-turns.js';
import { MailerService } from '../mail/mailer.service.js';
import { clientAddressKey } from './client-address.js';
import { FailureCounters } from './failure-counters.js';
import { signInDelayMs } from './sign-in-delay.js';
/** The answer to an attempt made while a lock runs; the same whether or not the account exists. */
export class SignInLockedError extends Error {
    minutesLeft;
    constructor(minutesLeft) {
        super(`Too many failed attempts: try again in ${minutesLeft} ${minutesLeft === 1 ? 'minute' : 'minutes'}`);
        this.minutesLeft = minutesLeft;
        this.name = 'SignInLockedError';
    }
}
const MINUTE_MS = 60_000;
/**
 * Failed sign-ins, counted in the database so that every API process sees the same figures:
 * - per account: after a few failures each further attempt waits (1 s, 2 s, 4 s... capped);
 * - per account and client address: after `lockAfterFailures` that address may not try that
 *   account for `lockMinutes`, and the owner is told by e-mail. Other addresses, the owner's
 *   among them, still may: nobody can lock an owner out without sitting at the owner's address;
 * - per client address, whatever the accounts (password spraying): after
 *   `clientLockAfterFailures` the address may not try any account for `lockMinutes`.
 * A refused attempt answers the same whether or not the account exists.
 */
let SignInThrottleService = SignInThrottleService_1 = class SignInThrottleService {
    counters;
    mailer;
    config;
    logger = new Logger(SignInThrottleService_1.name);
    /**
     * Attempts on one account from one address, one at a time in this process. Each is counted
     * before its check and a right password takes the count back: without turns, a client opening
     * many SMTP sessions at once with the right password (a sending pool) had them all counted
     * before any check ended, went over the lock limit and locked itself out. With them, attempts
     * in flight together are at most one per API process; guesses still wait for each other.
     */
    turns = new KeyedTurns();
    constructor(counters, mailer, config) {
        this.counters = counters;
        this.mailer = mailer;
        this.config = config;
    }
    /**
     * Runs `check` (the password check) unless a lock stops the attempt, and answers its result:
     * the signed-in record, or null for a failure. Throws SignInLockedError for a locked attempt.
     * `ownerOf` is asked only when a lock starts, for the address to tell.
     */
    verify(attempt, check, ownerOf) {
        const keys = counterKeys(attempt);
        return this.turns.run(keys.pair, () => this.verifyInTurn(attempt, keys, check, ownerOf));
    }
    async verifyInTurn(attempt, keys, check, ownerOf) {
        const limits = this.config.signInThrottle;
        const now = new Date();
        await this.refuseWhileLocked([keys.pair, keys.client], now);
        // Counted before the check, so that attempts sent all at once cannot slip under the limits
        // together; a right password takes its count back.
        const windowMs = limits.failureWindowMinutes * MINUTE_MS;
        const [account, pair, client] = await Promise.all([keys.account, keys.pair, keys.client].map((id) => this.counters.count(id, now, windowMs)));
        if (pair.failures > limits.lockAfterFailures || client.failures > limits.clientLockAfterFailures) {
            await this.lockOverLimits(attempt, keys, pair.failures, client.failures, ownerOf);
            throw new SignInLockedError(limits.lockMinutes);
        }
        // Waited before the check, so a guesser cannot learn a right guess sooner by hanging up early.
        const delayMs = signInDelayMs(account.failures - 1, limits);
        if (delayMs > 0)
            await sleep(delayMs);
        const signedIn = await check();
        const settledAt = new Date();
        if (signedIn) {
            // A right password clears this address's failures on the account.
            await Promise.all([this.counters.remove(keys.pair), this.counters.uncount(keys.account, settledAt), this.counters.uncount(keys.client, settledAt)]);
            return signedIn;
        }
        await this.lockOverLimits(attempt, keys, pair.failures, client.failures, ownerOf);
        return null;
    }
    /** Lifts the locks on every account of a user (and their delays); answers how many locks were running. */
    liftLocksOf(userId) {
        return this.counters.removeOwnedBy(userId, new Date());
    }
    async refuseWhileLocked(ids, now) {
        const records = await Promise.all(ids.map((id) => this.counters.find(id)));
        const lockedUntil = Math.max(0, ...records.map((record) => record?.locked_until?.getTime() ?? 0));
        if (lockedUntil > now.getTime())
            throw new SignInLockedError(Math.ceil((lockedUntil - now.getTime()) / MINUTE_MS));
    }
    async lockOverLimits(attempt, keys, pairFailures, clientFailures, ownerOf) {
        const { lockAfterFailures, clientLockAfterFailures, lockMinutes } = this.config.signInThrottle;
        const now = new Date();
        const until = new Date(now.getTime() + lockMinutes * MINUTE_MS);
        const [pairLockStarted] = await Promise.all([
            pairFailures >= lockAfterFailures && this.counters.lock(keys.pair, now, until),
            clientFailures >= clientLockAfterFailures && this.counters.lock(keys.client, now, until),
        ]);
        if (!pairLockStarted)
            return;
        const owner = await ownerOf();
        if (!owner)
            return;
        await this.counters.setOwner([keys.pair, keys.account], owner.userId);
        // Not awaited, and its failure only logged: the client's answer must not depend on the mail.
        this.tellOwner(owner, attempt).catch((error) => this.logger.error(`Lock notice to ${owner.email} failed: ${error instanceof Error ? error.message : String(error)}`));
    }
    async tellOwner(owner, attempt) {
        const { lockAfterFailures, lockMinutes } = this.config.signInThrottle;
        const what = attempt.channel === 'login' ? `your account ${owner.email}` : `the SMTP account ${attempt.account.trim().toLowerCase()}`;
        await this.mailer.send({
            to: owner.email,
            subject: 'Sign-in locked after failed attempts',
            kind: 'sign_in_locked',
            text: [
                `After ${lockAfterFailures} failed attempts to sign in to ${what} from the address ${attempt.clientAddress ?? 'unknown'},`,
                `sign-in from that address is locked for ${lockMinutes} minutes. Sign-in from other addresses still works.`,
                '',
                'If these attempts were not yours, someone may be guessing the password: choose a new one.',
                'An administrator of the platform can lift the lock sooner.',
            ].join('\n'),
        });
    }
};
SignInThrottleService = SignInThrottleService_1 = __decorate([
    Injectable(),
    __param(2, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [FailureCounters,
        MailerService, Object])
], SignInThrottleService);
export { SignInThrottleService };
/**
 * The derived _ids of the three counters. The account name is hashed: it keeps the _id short
 * whatever a client sends as a user name. Login and SMTP accounts are counted apart (an SMTP
 * account may share an address with a user); a client address counts across both.
 */
function counterKeys({ channel, account, clientAddress }) {
    const accountHash = createHash('sha256').update(account.trim().toLowerCase()).digest('hex');
    const client = clientAddressKey(clientAddress);
    return { account: `${channel}|account|${accountHash}`, pair: `${channel}|pair|${accountHash}|${client}`, client: `client|${client}` };
}
//# sourceMappingURL=sign-in-throttle.service.js.map