import { parseWholeNumberSetting } from './env-parsers.js';
export function loadSignInThrottleConfig(env) {
    const whole = (variable, fallback, min, max) => parseWholeNumberSetting(env, variable, fallback, min, max);
    return {
        failureWindowMinutes: whole('SIGN_IN_FAILURE_WINDOW_MINUTES', 15, 1, 24 * 60),
        delayAfterFailures: whole('SIGN_IN_DELAY_AFTER_FAILURES', 3, 1, 1000),
        delayMaxSeconds: whole('SIGN_IN_DELAY_MAX_SECONDS', 4, 0, 60),
        lockAfterFailures: whole('SIGN_IN_LOCK_AFTER_FAILURES', 10, 1, 1000),
        clientLockAfterFailures: whole('SIGN_IN_CLIENT_LOCK_AFTER_FAILURES', 50, 1, 100_000),
        lockMinutes: whole('SIGN_IN_LOCK_MINUTES', 15, 1, 24 * 60),
    };
}
//# sourceMappingURL=sign-in-throttle-config.js.map