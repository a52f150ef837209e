import { setTimeout as sleep } from 'node:timers/promises';

import {
  AGENT_API_BASE_PATH,
  AGENT_ID_HEADER,
  type AgentHeartbeatRequest,
  type AgentHeartbeatResponse,
  type AgentLeaseRequest,
  type AgentLeaseResponse,
  type AgentReleaseRequest,
  type AgentReleaseResponse,
  type AgentResultBatchResponse,
  type AgentResultRequest,
  type AgentResultResponse,
} from '@platform/contracts';

import type { AgentLog } from './agent-log.js';

/** A call that did not succeed: `status` is the HTTP status, null when no answer came at all. */
export class AgentApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }

  get unauthorized(): boolean {
    return this.status === 401;
  }

  /** Worth asking again: no answer, a server error, or a status that says "later". */
  get transient(): boolean {
    return this.status === null || this.status >= 500 || this.status === 408 || this.status === 429;
  }
}

/** The protocol calls of packages/contracts/src/agent-protocol.ts, one attempt each. */
export class AgentApiClient {
  private readonly headers: Record<string, string>;

  constructor(
    private readonly options: { apiUrl: string; agentId: string; secret: string; requestTimeoutMs?: number },
  ) {
    this.headers = {
      [AGENT_ID_HEADER]: options.agentId,
      authorization: `Bearer ${options.secret}`,
      'content-type': 'application/json',
      accept: 'application/json',
    };
  }

  heartbeat(body: AgentHeartbeatRequest): Promise<AgentHeartbeatResponse> {
    return this.post('heartbeat', body);
  }

  leaseDeliveries(body: AgentLeaseRequest): Promise<AgentLeaseResponse> {
    return this.post('leases', body);
  }

  reportResult(body: AgentResultRequest): Promise<AgentResultResponse> {
    return this.post('results', body);
  }

  /**
   * POST result-batches with results already serialized one by one (the reporter measured each
   * against the batch's byte limit on that JSON): the body is built around them, not serialized again.
   */
  reportResults(serializedResults: readonly string[]): Promise<AgentResultBatchResponse> {
    return this.postJson('result-batches', `{"results":[${serializedResults.join(',')}]}`);
  }

  releaseLeases(body: AgentReleaseRequest): Promise<AgentReleaseResponse> {
    return this.post('releases', body);
  }

  private post<T>(call: string, body: unknown): Promise<T> {
    return this.postJson(call, JSON.stringify(body));
  }

  private async postJson<T>(call: string, json: string): Promise<T> {
    const url = `${this.options.apiUrl}${AGENT_API_BASE_PATH}/${call}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: this.headers,
        body: json,
        signal: AbortSignal.timeout(this.options.requestTimeoutMs ?? 30_000),
      });
    } catch (error) {
      // fetch says only "fetch failed"; the reason (ECONNREFUSED, a timeout, ...) is in its cause
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new AgentApiError(`POST ${url} failed: ${cause?.code ?? cause?.message ?? (error as Error).message}`, null);
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      throw new AgentApiError(`POST ${url} answered ${response.status}: ${text.slice(0, 300)}`, response.status);
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new AgentApiError(`POST ${url} answered ${response.status} with a body that is not JSON`, response.status);
    }
  }
}

export interface RetryOptions {
  /** What is being tried, for the log line. */
  call: string;
  log: AgentLog;
  /** Stops waiting between attempts (the agent is stopping); the call then gives up. */
  signal: AbortSignal;
  /** Epoch ms after which no further attempt is made. */
  giveUpAt?: number;
  /** Errors not worth a retry end the call at once (e.g. a refused result report). */
  retryable?: (error: AgentApiError) => boolean;
  initialDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * Runs a call until it succeeds: the API may be restarting or down for a while, and an agent
 * that exited would need a human to bring it back. Waits 1 s, doubling to 30 s between failed
 * attempts; a 401 (wrong agent id or secret) waits the longest delay every time, since only an
 * admin can fix it. Returns undefined when it gave up (signal, giveUpAt or a non-retryable error).
 */
export async function callWithRetry<T>(attempt: () => Promise<T>, options: RetryOptions): Promise<T | undefined> {
  const { call, log, signal, giveUpAt = Infinity, retryable = () => true } = options;
  const initialDelayMs = options.initialDelayMs ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  for (let failures = 0; !signal.aborted; failures++) {
    try {
      const result = await attempt();
      if (failures > 0) log.event('api_call_recovered', { call, failed_attempts: failures });
      return result;
    } catch (error) {
      if (!(error instanceof AgentApiError)) throw error;
      const delayMs = error.unauthorized ? maxDelayMs : Math.min(initialDelayMs * 2 ** failures, maxDelayMs);
      if (!retryable(error)) {
        log.event('api_call_failed', { call, error: error.message, retry: 'no' });
        return undefined;
      }
      if (Date.now() + delayMs > giveUpAt) {
        log.event('api_call_failed', { call, error: error.message, retry: 'no, lease expires' });
        return undefined;
      }
      if (error.unauthorized) {
        log.event('api_unauthorized', {
          call,
          error: 'wrong agent id or secret (401): check --agent-id and --secret against the console',
          retry_in_ms: delayMs,
        });
      } else {
        log.event('api_call_failed', { call, error: error.message, retry_in_ms: delayMs });
      }
      await sleep(delayMs, undefined, { signal }).catch(() => undefined);
    }
  }
  return undefined;
}
