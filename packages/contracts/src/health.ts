import type { SendPlan } from './domain.js';

/** GET /api/health: the database answers a ping. */
export interface HealthResponse {
  status: 'ok';
  database: 'up';
}

/** GET /api/health/live: the process answers (asks nothing of the database). */
export interface LivenessResponse {
  status: 'ok';
}

/**
 * Due mail that no route can carry now: which plan's mail (and how much of it this process
 * sees waiting), why, and what fixes it.
 */
export interface RouteProblem {
  send_plan: SendPlan;
  deliveries_waiting: number;
  reason: string;
  fix: string;
}

/**
 * GET /api/health/ready: the database answers a ping in time and the oldest due delivery has
 * waited less than the configured bound; otherwise 503 with the reason as the error message.
 */
export interface ReadinessResponse {
  status: 'ok';
  database: 'up';
  /** How long the oldest due delivery this process knows of has waited, in whole seconds (0 when none). */
  queue_lag_seconds: number;
  /**
   * Due mail no route can carry now (empty when every waiting delivery has a way out). Once the
   * queue lag passes its bound, the 503's message names these reasons too.
   */
  route_problems: RouteProblem[];
}
