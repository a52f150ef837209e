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
var ContentScanner_1;
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config.token.js';
import { PlatformMetrics } from '../metrics/platform-metrics.js';
import { SubmissionRefused } from '../submission/submission-refused.js';
import { checkMessage, RspamdUnavailable } from './rspamd-client.js';
/** Symbols named in a refusal or a note at most (the timeline keeps them all). */
const SYMBOLS_NAMED = 5;
/**
 * Scores every message before it is queued (README, "Content scanning"): below the hold score
 * it passes; from the hold score it is held for an admin's review; from the reject score (or on
 * rspamd's own pre-result, such as GTUBE) the submission is refused with the score and the rules
 * that matched. When rspamd cannot be asked, CONTENT_SCAN_WHEN_DOWN decides: accept unscanned
 * (flagged on the timeline) or refuse with a temporary error.
 */
let ContentScanner = ContentScanner_1 = class ContentScanner {
    metrics;
    logger = new Logger(ContentScanner_1.name);
    settings;
    constructor(config, metrics) {
        this.metrics = metrics;
        this.settings = config.contentScan;
    }
    /** The scan's result, null when scanning is off; throws SubmissionRefused when the message is refused. */
    async scan(raw, envelope) {
        if (!this.settings.rspamdUrl)
            return null;
        try {
            const result = await this.scanWith(this.settings.rspamdUrl, raw, envelope);
            this.metrics.contentScans.inc({ verdict: result.verdict });
            return result;
        }
        catch (error) {
            if (error instanceof SubmissionRefused)
                this.metrics.contentScans.inc({ verdict: error.reason === 'content_rejected' ? 'rejected' : 'deferred' });
            throw error;
        }
    }
    async scanWith(rspamdUrl, raw, envelope) {
        const { maxScanBytes, timeoutMs } = this.settings;
        if (raw.length > maxScanBytes)
            return unscanned(`Not scanned: larger than the scan limit of ${maxScanBytes} bytes`);
        let verdict;
        const stopTimer = this.metrics.contentScanLatency.startTimer();
        try {
            verdict = await checkMessage(rspamdUrl, raw, envelope, timeoutMs);
        }
        catch (error) {
            if (!(error instanceof RspamdUnavailable))
                throw error;
            this.logger.warn({ message: envelope.queueId, problem: error.message }, 'Content scan failed');
            if (this.settings.whenDown === 'defer')
                throw SubmissionRefused.scanUnavailable(`Content scanning is unavailable, try again later (${error.message})`);
            return unscanned(`Not scanned: ${error.message}`);
        }
        finally {
            stopTimer();
        }
        return this.judge(verdict);
    }
    judge(verdict) {
        const { rejectScore, holdScore } = this.settings;
        const score = round(verdict.score);
        const named = describeSymbols(verdict);
        // A pre-result (GTUBE, a forced action) comes with its own reason and skips the scoring.
        const preRejected = verdict.action === 'reject' && verdict.message !== '';
        if (preRejected || score >= rejectScore) {
            const why = preRejected ? verdict.message : `score ${score} reaches the reject score ${rejectScore}`;
            throw SubmissionRefused.contentRejected(`Message refused by content scanning: ${why} (${named})`);
        }
        const symbols = verdict.symbols.map((symbol) => ({ name: symbol.name, score: round(symbol.score) }));
        if (score >= holdScore) {
            return { scanned: true, score, symbols, verdict: 'held', note: `Score ${score} reaches the hold score ${holdScore} (${named})` };
        }
        return { scanned: true, score, symbols, verdict: 'passed', note: `Score ${score}, below the hold score ${holdScore}` };
    }
};
ContentScanner = ContentScanner_1 = __decorate([
    Injectable(),
    __param(0, Inject(APP_CONFIG)),
    __metadata("design:paramtypes", [Object, PlatformMetrics])
], ContentScanner);
export { ContentScanner };
function unscanned(note) {
    return { scanned: false, score: null, symbols: [], verdict: 'unscanned', note };
}
/** The rules that weighed most, e.g. `GTUBE`, `MISSING_MID 2.5, MISSING_DATE 1`. */
function describeSymbols(verdict) {
    const weighing = verdict.symbols.filter((symbol) => symbol.score !== 0);
    const shown = (weighing.length ? weighing : verdict.symbols).slice(0, SYMBOLS_NAMED);
    return shown.map((symbol) => (symbol.score ? `${symbol.name} ${round(symbol.score)}` : symbol.name)).join(', ') || 'no rule matched';
}
function round(score) {
    return Math.round(score * 100) / 100;
}
//# sourceMappingURL=content-scanner.service.js.map