import { parseWholeNumberSetting } from './env-parsers.js';

/**
 * How failed sign-ins (POST /api/login and SMTP AUTH) are slowed down and locked; see
 * sign-in-throttle/sign-in-throttle.service.ts.
 */
export interface SignInThrottleConfig {
  /** Failures are counted within this many minutes of the first one (SIGN_IN_FAILURE_WINDOW_MINUTES). */
  failureWindowMinutes: number;
  /** Failures of one account after which each further attempt waits (SIGN_IN_DELAY_AFTER_FAILURES). */
  delayAfterFailures: number;
  /** Longest wait of one attempt, in seconds; 0 turns the delays off (SIGN_IN_DELAY_MAX_SECONDS). */
  delayMaxSeconds: number;
  /** Failures of one account from one client address that lock that pair (SIGN_IN_LOCK_AFTER_FAILURES). */
  lockAfterFailures: number;
  /** Failures from one client address, whatever the accounts, that lock the address (SIGN_IN_CLIENT_LOCK_AFTER_FAILURES). */
  clientLockAfterFailures: number;
  /** How long a lock lasts (SIGN_IN_LOCK_MINUTES). */
  lockMinutes: number;
}

export function loadSignInThrottleConfig(env: NodeJS.ProcessEnv): SignInThrottleConfig {
  const whole = (variable: string, fallback: number, min: number, max: number) => parseWholeNumberSetting(env, variable, fallback, min, max);
  return {
    failureWindowMinutes: whole('SIGN_IN_FAILURE_WINDOW_MINUTES', 15, 1, 24 * 60),
    delayAfterFailures: whole('SIGN_IN_DELAY_AFTER_FAILURES', 3, 1, 1000),
    delayMaxSeconds: whole('SIGN_IN_DELAY_MAX_SECONDS', 4, 0, 60),
    lockAfterFailures: whole('SIGN_IN_LOCK_AFTER_FAILURES', 10, 1, 1000),
    clientLockAfterFailures: whole('SIGN_IN_CLIENT_LOCK_AFTER_FAILURES', 50, 1, 100_000),
    lockMinutes: whole('SIGN_IN_LOCK_MINUTES', 15, 1, 24 * 60),
  };
}
