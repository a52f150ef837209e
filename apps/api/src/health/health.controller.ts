import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { HealthResponse, LivenessResponse, ReadinessResponse } from '@platform/contracts';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/app-config.token.js';
import { RouteAvailability } from '../delivery-routes/route-availability.service.js';
import { DeliveryQueueService } from '../queue/delivery-queue.service.js';
import { routeProblemsOf } from './route-problems.js';

/**
 * How long readiness waits for the database's ping. A load balancer's probe gives up after a
 * few seconds; answering 503 first says why, where its own timeout would say nothing.
 */
const READINESS_PING_TIMEOUT_MS = 2_000;

@Controller('health')
export class HealthController {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: DeliveryQueueService,
    private readonly routes: RouteAvailability,
  ) {}

  /** Answers 200 only while the database answers a ping. */
  @Get()
  @ApiOperation({ summary: 'Health', description: '200 while the database answers a ping, 503 otherwise.' })
  @ApiOkResponse({ description: 'The database answers' })
  @ApiServiceUnavailableResponse({ description: 'The database did not answer the ping in time' })
  async check(): Promise<HealthResponse> {
    try {
      await this.ping();
    } catch {
      throw new ServiceUnavailableException('The database is not reachable');
    }
    return { status: 'ok', database: 'up' };
  }

  /** Liveness: the process answers. Asks nothing of the database, so an outage there restarts nothing. */
  @Get('live')
  @ApiOperation({ summary: 'Liveness', description: 'The process answers; asks nothing of the database, so a database outage restarts nothing.' })
  @ApiOkResponse({ description: 'The process answers' })
  live(): LivenessResponse {
    return { status: 'ok' };
  }

  /**
   * Readiness, for load balancers: the database answers in time and the queue keeps up. Due
   * mail that no route can carry is named either way (the admin's dashboard shows it), and a
   * lagging queue's 503 says why it lags.
   */
  @Get('ready')
  @ApiOperation({ summary: 'Readiness, for load balancers', description: '200 when the database answers in time and the queue keeps up; 503 with the reason when the oldest due delivery waited longer than READINESS_MAX_QUEUE_LAG_SECONDS or the database is down.' })
  @ApiOkResponse({ description: 'Ready to take traffic' })
  @ApiServiceUnavailableResponse({ description: 'Not ready: the body says why (database, or queue lag)' })
  async ready(): Promise<ReadinessResponse> {
    const answered = await withTimeout(this.ping(), READINESS_PING_TIMEOUT_MS).then((ok) => ok, () => false);
    if (!answered) {
      throw new ServiceUnavailableException(`The database did not answer a ping within ${READINESS_PING_TIMEOUT_MS / 1000} seconds`);
    }
    const lagSeconds = Math.floor(this.queue.oldestDueWaitMs() / 1000);
    const maxLagSeconds = this.config.readinessMaxQueueLagSeconds;
    // A failed look-up leaves the problems unnamed; it does not make the process unready.
    const routeProblems = await routeProblemsOf(this.queue, this.routes).catch(() => []);
    if (lagSeconds > maxLagSeconds) {
      const why = routeProblems.map((problem) => `${problem.send_plan} mail waits: ${problem.reason} (fix: ${problem.fix})`);
      throw new ServiceUnavailableException(
        `The oldest due delivery has waited ${lagSeconds} seconds, more than ${maxLagSeconds}${why.length ? `: ${why.join('; ')}` : ''}`,
      );
    }
    return { status: 'ok', database: 'up', queue_lag_seconds: lagSeconds, route_problems: routeProblems };
  }

  private async ping(): Promise<void> {
    await this.connection.db!.admin().command({ ping: 1 });
  }
}

/** True when `work` settles within `ms`, false when it is still running then; rejects with it. */
async function withTimeout(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
