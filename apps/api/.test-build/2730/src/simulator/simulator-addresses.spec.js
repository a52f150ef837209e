import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isSimulatorAddress, simulatorMailboxOf } from './simulator-addresses.js';
const SIMULATOR = 'simulator.platform.localhost';
test('each documented mailbox is recognised in any case, a +tag naming the same mailbox', () => {
    assert.equal(simulatorMailboxOf(`delivered@${SIMULATOR}`, SIMULATOR), 'delivered');
    assert.equal(simulatorMailboxOf(`Bounce+2@${SIMULATOR.toUpperCase()}`, SIMULATOR), 'bounce');
    assert.equal(simulatorMailboxOf(`ooto@${SIMULATOR}`, SIMULATOR), 'ooto');
    assert.equal(simulatorMailboxOf(`complaint+x@${SIMULATOR}`, SIMULATOR), 'complaint');
    assert.equal(simulatorMailboxOf(`suppressed@${SIMULATOR}`, SIMULATOR), 'suppressed');
});
test('an unknown local part is at the simulator but names no mailbox; another domain is not the simulator', () => {
    assert.equal(isSimulatorAddress(`nobody@${SIMULATOR}`, SIMULATOR), true);
    assert.equal(simulatorMailboxOf(`nobody@${SIMULATOR}`, SIMULATOR), null);
    assert.equal(isSimulatorAddress('delivered@platform.localhost', SIMULATOR), false);
    assert.equal(isSimulatorAddress(`delivered@x.${SIMULATOR}`, SIMULATOR), false);
    assert.equal(simulatorMailboxOf('delivered@example.com', SIMULATOR), null);
});
//# sourceMappingURL=simulator-addresses.spec.js.map