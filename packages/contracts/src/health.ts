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
 * GET /api/health/ready: the database answers a ping in time and the oldest due delivery has
 * waited less than the configured bound; otherwise 503 with the reason as the error message.
 */
export interface ReadinessResponse {
  status: 'ok';
  database: 'up';
  /** How long the oldest due delivery this process knows of has waited, in whole seconds (0 when none). */
  queue_lag_seconds: number;
}
