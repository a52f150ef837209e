import {
  AGENT_API_BASE_PATH,
  AGENT_RESULT_BATCH_MAX,
  AGENT_RESULT_BATCH_MAX_BYTES,
  isAgentResultError,
  type AgentResultBatchResponse,
  type AgentResultRequest,
  type AgentResultResponse,
} from '@platform/contracts';

import { AgentApiError } from './api-client.js';

/** The calls the reporter makes (AgentApiClient). */
export interface ResultApi {
  reportResult(body: AgentResultRequest): Promise<AgentResultResponse>;
  /** Each result serialized as JSON, in order. */
  reportResults(serializedResults: readonly string[]): Promise<AgentResultBatchResponse>;
}

/**
 * Most batch requests under way at once. A new one starts when none is, or when a full batch is
 * waiting: under load the batches fill up, and one slow answer does not hold every other result.
 */
const MAX_BATCHES_IN_FLIGHT = 4;

/** After an API answered 404 to a batch (it is older than batches), how long results go one by one before a batch is tried again. */
const SINGLE_REPORTS_AFTER_404_MS = 5 * 60_000;

interface WaitingReport {
  body: AgentResultRequest;
  /** Its JSON, sent as it is in a batch's body. */
  json: string;
  /** The size of that JSON in a batch's body (with its comma). */
  bytes: number;
  resolve(response: AgentResultResponse): void;
  reject(error: Error): void;
}

/**
 * Reports results in batches (POST result-batches): the results that become ready in the same
 * event-loop turn, or while a batch request is under way, go out together in the next one. A
 * lone result goes at the end of its turn, with no timer in between.
 *
 * Each report() is one attempt, answered as POST results would answer it: the result's own answer,
 * or an AgentApiError (the whole request failed, or the API answered this item with an error such
 * as 503 "report it again shortly"). So the caller retries, gives up and journals each result
 * exactly as it did when every result had a request of its own. An API older than batches answers
 * 404: then the results are reported one by one, as before.
 */
export class ResultReporter {
  private waiting: WaitingReport[] = [];
  private batchesInFlight = 0;
  private flushPlanned = false;
  private singleReportsUntil = 0;

  constructor(private readonly api: ResultApi) {}

  report(body: AgentResultRequest): Promise<AgentResultResponse> {
    if (Date.now() < this.singleReportsUntil) return this.api.reportResult(body);
    return new Promise((resolve, reject) => {
      const json = JSON.stringify(body);
      this.waiting.push({ body, json, bytes: Buffer.byteLength(json) + 1, resolve, reject });
      this.planFlush();
    });
  }

  /** At the end of this turn: the results that become ready in it by then are waiting too. */
  private planFlush(): void {
    if (this.flushPlanned) return;
    this.flushPlanned = true;
    setImmediate(() => {
      this.flushPlanned = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.waiting.length > 0 && (this.batchesInFlight === 0 || (this.waiting.length >= AGENT_RESULT_BATCH_MAX && this.batchesInFlight < MAX_BATCHES_IN_FLIGHT))) {
      const batch = this.waiting.splice(0, this.nextBatchLength());
      this.batchesInFlight += 1;
      void this.send(batch).finally(() => {
        this.batchesInFlight -= 1;
        // What came in meanwhile goes now, together.
        this.flush();
      });
    }
  }

  /** How many of the waiting results the next batch takes: at most AGENT_RESULT_BATCH_MAX, within AGENT_RESULT_BATCH_MAX_BYTES (at least one). */
  private nextBatchLength(): number {
    let length = 0;
    let bytes = 0;
    while (length < Math.min(this.waiting.length, AGENT_RESULT_BATCH_MAX)) {
      bytes += this.waiting[length].bytes;
      if (length > 0 && bytes > AGENT_RESULT_BATCH_MAX_BYTES) break;
      length += 1;
    }
    return length;
  }

  private async send(batch: WaitingReport[]): Promise<void> {
    let answer: AgentResultBatchResponse;
    try {
      answer = await this.api.reportResults(batch.map(({ json }) => json));
    } catch (error) {
      if (error instanceof AgentApiError && error.status === 404) return this.reportOneByOne(batch);
      for (const report of batch) report.reject(error as Error);
      return;
    }
    if (!Array.isArray(answer.results) || answer.results.length !== batch.length) {
      const error = new AgentApiError(`POST ${AGENT_API_BASE_PATH}/result-batches answered ${answer.results?.length ?? 'no'} results for ${batch.length}`, 200);
      for (const report of batch) report.reject(error);
      return;
    }
    batch.forEach((report, index) => {
      const item = answer.results[index];
      if (!isAgentResultError(item)) report.resolve(item);
      else report.reject(new AgentApiError(`POST ${AGENT_API_BASE_PATH}/result-batches answered ${item.statusCode} for ${report.body.lease_token}: ${String(item.message).slice(0, 300)}`, item.statusCode));
    });
  }

  private reportOneByOne(batch: WaitingReport[]): void {
    this.singleReportsUntil = Date.now() + SINGLE_REPORTS_AFTER_404_MS;
    for (const report of batch) this.api.reportResult(report.body).then(report.resolve, report.reject);
  }
}
