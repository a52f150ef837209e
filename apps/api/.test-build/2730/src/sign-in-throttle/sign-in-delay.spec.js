import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signInDelayMs } from './sign-in-delay.js';
const DEFAULTS = { delayAfterFailures: 3, delayMaxSeconds: 4 };
test('no wait before the third failure, then 1 s, 2 s, 4 s, capped', () => {
    assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 50].map((failures) => signInDelayMs(failures, DEFAULTS)), [0, 0, 0, 1000, 2000, 4000, 4000, 4000]);
});
test('a cap of 0 turns the delays off; a huge failure count does not overflow', () => {
    assert.equal(signInDelayMs(10, { delayAfterFailures: 3, delayMaxSeconds: 0 }), 0);
    assert.equal(signInDelayMs(1_000_000, { delayAfterFailures: 1, delayMaxSeconds: 60 }), 60_000);
});
//# sourceMappingURL=sign-in-delay.spec.js.map