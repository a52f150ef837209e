/**
 * How long an attempt to sign in to an account waits, given the account's failures so far in
 * the window: nothing until `delayAfterFailures`, then 1 s, 2 s, 4 s, ... up to the cap.
 * A few seconds per attempt is nothing to the account's owner and slows a guesser who tries
 * one account after another from one connection; the locks stop the rest.
 */
export function signInDelayMs(failuresSoFar, { delayAfterFailures, delayMaxSeconds }) {
    if (failuresSoFar < delayAfterFailures || delayMaxSeconds === 0)
        return 0;
    const doublings = Math.min(failuresSoFar - delayAfterFailures, 30);
    return Math.min(1000 * 2 ** doublings, delayMaxSeconds * 1000);
}
//# sourceMappingURL=sign-in-delay.js.map