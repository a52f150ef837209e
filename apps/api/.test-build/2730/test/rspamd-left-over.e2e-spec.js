import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { startPrivateRspamd } from '../src/content-scan/private-rspamd.js';
const CACHE_DIR = join(tmpdir(), 'platform-rspamd-cache');
function runs(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch {
        return false;
    }
}
let dir;
const started = [];
after(async () => {
    for (const rspamd of started)
        await rspamd.stop();
    if (dir)
        await rm(dir, { recursive: true, force: true });
});
test('a start stops the rspamd an earlier, killed start left running in the same folder, and only that one', async () => {
    dir = await mkdtemp(join(tmpdir(), 'rspamd-left-over-'));
    // Another folder's rspamd: not this folder's to stop.
    const otherDir = await mkdtemp(join(tmpdir(), 'rspamd-other-'));
    const other = await startPrivateRspamd({ dir: otherDir, cacheDir: CACHE_DIR });
    started.push(other);
    // The earlier start whose owner died without stopping it.
    const leftOver = await startPrivateRspamd({ dir, cacheDir: CACHE_DIR });
    const said = [];
    const next = await startPrivateRspamd({ dir, cacheDir: CACHE_DIR, say: (line) => said.push(line) });
    started.push(next);
    assert.equal(runs(leftOver.pid), false, 'the left-over rspamd was stopped');
    assert.deepEqual(said, [`Stopped rspamd ${leftOver.pid}, left running in ${dir} by an earlier start that was killed`]);
    assert.equal(runs(other.pid), true, "another folder's rspamd runs on");
    assert.equal((await (await fetch(`${next.url}/ping`)).text()).trim(), 'pong');
    await other.stop();
    started.splice(started.indexOf(other), 1);
    await rm(otherDir, { recursive: true, force: true });
});
//# sourceMappingURL=rspamd-left-over.e2e-spec.js.map