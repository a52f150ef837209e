// Runs the real sending agent (apps/agent, built) as an operator would: created in the console
// through the admin API, started with its secret, its IP's HELO set once it reported the IP.
// Its MX lookups go to `mxOverride` (a loopback mail sink), so nothing leaves the machine.
//
//   const agent = await startProviderAgent(platform, { agentId, ip: '127.0.0.2', mxOverride: '127.0.0.1:<port>' });
//   agent.output(); await agent.stop();
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const agentEntry = fileURLToPath(new URL('../../../agent/dist/src/main.js', import.meta.url));
const READY_MS = 30_000;

/** A provider agent (shared IPs for every customer on a normal plan) sending from `ip`. */
export async function startProviderAgent(platform, { agentId, ip, mxOverride }) {
  assert.ok(existsSync(agentEntry), `Build the agent first: ${agentEntry} is missing`);
  const hostname = `${agentId}.test`;
  const created = await platform.adminCall('POST', '/api/admin/agents', { agent_id: agentId, hostname, agent_type: 'provider' });
  const child = spawn(
    process.execPath,
    [agentEntry, '--api-url', platform.baseUrl, '--agent-id', agentId, '--hostname', hostname, '--ips', ip,
      '--mx-override', mxOverride, '--heartbeat-seconds', '1', '--poll-ms', '200'],
    { env: { ...process.env, AGENT_SECRET: created.agent_secret }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));

  const deadline = Date.now() + READY_MS;
  for (;;) {
    const ips = await platform.adminCall('GET', `/api/admin/agents/${created._id}/ips`);
    if (ips.items.some((item) => item.ip === ip)) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The agent did not report its IP ${ip}:\n${output}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
  await platform.adminCall('PATCH', `/api/admin/agents/${created._id}/ips`, { items: [{ ip, helo: `mta.${hostname}` }] });

  return {
    hostname,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
